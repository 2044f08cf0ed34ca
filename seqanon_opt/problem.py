"""build_problem(spec) -> Problem: the validated, compiled, solver-neutral problem.

Every cross-reference of the spec is checked here, before any work starts:
attributes named in roles, taxonomies and requirements exist; every data value
has a leaf in its taxonomy; k fits the table; files exist; taxonomies are trees.
The Problem holds the table with every coded attribute as an array of leaf ids
(``codes``), so solvers and metrics work on integers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

import numpy as np
import pandas as pd

from .data.population import Population, load_population
from .data.releases import read_release, release_frame
from .data.table import add_row_numbers, drop_missing, read_raw_table
from .data.taxonomy import Taxonomy, encode, taxonomy_from_nested, taxonomy_from_parents
from .data.taxonomy_io import interval_taxonomy, number_label, read_arx_hierarchy
from .requirements import (
    L_DIVERSITY_KINDS,
    BetaLikeness,
    DeltaDisclosure,
    KAnonymity,
    KDiversity,
    KLinkability,
    LDiversity,
    LEligibility,
    Personalized,
    Requirement,
    TCloseness,
    XYAnonymity,
    XYLinkability,
)
from .spec.load import SpecSource
from .spec.schema import (
    SENSITIVE_GROUP_SPECS,
    ArxTaxonomySpec,
    BetaLikenessSpec,
    DeltaDisclosureSpec,
    DistinctLDiversitySpec,
    EntropyLDiversitySpec,
    GroupRequirementSpec,
    IntervalTaxonomySpec,
    KAnonymitySpec,
    KDiversitySpec,
    KLinkabilitySpec,
    LDiversitySpec,
    LEligibilitySpec,
    PersonalizedSpec,
    RecursiveLDiversitySpec,
    Spec,
    TClosenessSpec,
    TreeFileTaxonomySpec,
    TreeTaxonomySpec,
    XYAnonymitySpec,
    XYLinkabilitySpec,
)

FLAT_ROOT = "*"


@dataclass(frozen=True)
class SolverSettings:
    """The spec's solver section, as plain data."""

    name: str | None
    time_limit: float
    seed: int
    workers: int
    options: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Problem:
    """An anonymization problem ready for a solver.

    ``table`` keeps the rows that survived missing-value cleaning (index
    0..N-1) with their original text; ``codes[a]`` is the leaf id of every
    row's value of attribute ``a`` in ``taxonomies[a]``.
    """

    name: str
    kind: str
    model: str
    table: pd.DataFrame
    quasi_identifiers: tuple[str, ...]
    sensitive: str | None
    class_attribute: str | None
    key: str | None
    timestamp: str | None
    taxonomies: Mapping[str, Taxonomy]
    codes: Mapping[str, np.ndarray]
    requirements: tuple[Requirement, ...]
    objective: str
    solver: SolverSettings
    rows_read: int
    rows_dropped_missing: int
    source: str = ""
    settings: Mapping[str, object] = field(default_factory=dict)
    previous: tuple[pd.DataFrame, ...] = ()
    inconsistent: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = ()
    insensitive: tuple[str, ...] = ()
    population: Population | None = None  # the spec's risk.population, for journalist / marketer risk
    risk_threshold: float = 0.2  # the spec's risk.threshold
    # records per row of ``table`` (int64), or None: one each. A weighted problem's table is a tuple table
    # (its distinct rows and their counts; the Dask engine's input); only solvers, verifier checks and
    # measures that declare they count by weight take it.
    weight: np.ndarray | None = None

    @property
    def n_rows(self) -> int:
        """Rows of ``table`` (distinct tuples when weighted)."""
        return len(self.table)

    @property
    def n_records(self) -> int:
        """Records the table stands for: ``weight.sum()``, or the number of rows."""
        return len(self.table) if self.weight is None else int(self.weight.sum())

    def count_records(self, rows: np.ndarray) -> int:
        """Records in the rows where the boolean mask ``rows`` holds (their weights' sum when weighted)."""
        rows = np.asarray(rows, dtype=bool)
        return int(rows.sum()) if self.weight is None else int(self.weight[rows].sum())

    def features(self) -> dict[str, object]:
        """What solver selection looks at: kind, model, sizes."""
        return {
            "kind": self.kind,
            "model": self.model,
            "rows": self.n_records,
            "quasi_identifiers": len(self.quasi_identifiers),
            "requirements": sorted({r.kind for r in self.requirements}),
            "objective": self.objective,
        }


def refine_taxonomies(problem: Problem, taxonomies: Mapping[str, Taxonomy]) -> Problem:
    """A copy of ``problem`` with some taxonomies replaced by refinements a solver created.

    A refinement keeps the attribute's leaves (matched by label) and may
    change the inner nodes, e.g. the binary intervals top-down specialization
    splits on the fly out of a flat interval taxonomy. The copy's ``codes``
    hold each row's leaf id in the new taxonomy; the table is shared.

    Raises ValueError when a refined taxonomy's leaves differ from the
    original's, when one is numeric and the other not, or (numeric) when its
    root or leaf bounds differ from the original's or a node's interval does
    not contain the values of all leaves below it.
    """
    new_taxonomies = dict(problem.taxonomies)
    new_codes = dict(problem.codes)
    for attr, tax in taxonomies.items():
        if attr not in problem.taxonomies:
            raise ValueError(f"refined taxonomy for '{attr}', which has no taxonomy in the problem")
        old = problem.taxonomies[attr]
        old_leaves = {old.labels[v] for v in old.leaves}
        new_leaves = {tax.labels[v] for v in tax.leaves}
        if old_leaves != new_leaves:
            missing, extra = sorted(old_leaves - new_leaves), sorted(new_leaves - old_leaves)
            raise ValueError(
                f"refined taxonomy of '{attr}' does not have the original leaves: "
                f"missing {missing[:5]}, extra {extra[:5]}"
            )
        if old.is_numeric != tax.is_numeric:
            raise ValueError(
                f"refined taxonomy of '{attr}' is {'' if tax.is_numeric else 'not '}numeric "
                f"but the original is {'numeric' if old.is_numeric else 'not'}"
            )
        if tax.is_numeric:
            if not np.array_equal(tax.bounds[tax.root], old.bounds[old.root]):
                raise ValueError(
                    f"refined taxonomy of '{attr}' has root bounds {tax.bounds[tax.root].tolist()}, "
                    f"the original {old.bounds[old.root].tolist()}"
                )
            low, high = tax.bounds[:, 0].copy(), tax.bounds[:, 1].copy()
            original = old.bounds[[old.index[tax.labels[v]] for v in tax.leaves]]
            moved = np.flatnonzero((tax.bounds[tax.leaves] != original).any(axis=1))
            if len(moved):
                v = int(tax.leaves[moved[0]])
                raise ValueError(
                    f"refined taxonomy of '{attr}': leaf {tax.labels[v]!r} has bounds "
                    f"{tax.bounds[v].tolist()}, the original {original[moved[0]].tolist()}"
                )
            leaf_value = np.full(tax.n_nodes, np.nan)
            leaf_value[tax.leaves] = original[:, 0]
            below_min = np.where(np.isnan(leaf_value), np.inf, leaf_value)
            below_max = np.where(np.isnan(leaf_value), -np.inf, leaf_value)
            for depth in range(tax.height, 0, -1):  # push leaf values up, one level at a time
                nodes = np.flatnonzero(tax.depth == depth)
                np.minimum.at(below_min, tax.parent[nodes], below_min[nodes])
                np.maximum.at(below_max, tax.parent[nodes], below_max[nodes])
            bad = np.flatnonzero((below_min < low) | (below_max > high))
            if len(bad):
                v = int(bad[0])
                raise ValueError(
                    f"refined taxonomy of '{attr}': node {tax.labels[v]!r} with bounds "
                    f"[{low[v]:g}, {high[v]:g}] does not contain the values "
                    f"{below_min[v]:g}..{below_max[v]:g} of its leaves"
                )
        leaf_map = np.full(old.n_nodes, -1, dtype=np.int64)
        leaf_map[old.leaves] = [tax.index[old.labels[v]] for v in old.leaves]
        codes = leaf_map[problem.codes[attr]]
        codes.setflags(write=False)
        new_taxonomies[attr] = tax
        new_codes[attr] = codes
    return replace(problem, taxonomies=MappingProxyType(new_taxonomies), codes=MappingProxyType(new_codes))


def used_columns(spec: Spec) -> list[str]:
    """Columns whose missing values drop a row: the roles' columns, the columns with a taxonomy (coded:
    a missing value has no leaf), the x and y of (X,Y)-linkability, a personalized limit column, and the
    columns of previous releases taken from the table."""
    roles = spec.roles
    cols = list(roles.quasi_identifiers)
    for extra in (roles.sensitive, roles.class_attribute, roles.key, roles.timestamp):
        if extra:
            cols.append(extra)
    cols += list(roles.insensitive)
    cols += list(spec.taxonomies)
    for req in spec.requirements:
        if isinstance(req, XYLinkabilitySpec):
            cols += [_release_copy(spec, c) or c for c in (*req.x, *req.y)]
        if isinstance(req, PersonalizedSpec) and req.limit_column:
            cols.append(req.limit_column)
    if spec.problem.kind == "sequential":
        for prev in spec.problem.previous:
            cols += prev.from_table or []
    added = set(spec.data.row_number_columns)  # never missing; not in the raw table yet
    return [c for c in dict.fromkeys(cols) if c not in added]


def _separator_hint(spec: Spec, columns: list[str]) -> str:
    """When the header read as one column holding another likely separator: say so."""
    read = [c for c in columns if c not in spec.data.row_number_columns]
    if spec.data.rows is not None or len(read) != 1:
        return ""
    for candidate in (";", "\t", ",", "|"):
        if candidate != spec.data.separator and candidate in read[0]:
            return f"; the header has one column '{read[0][:40]}': is the separator {candidate!r}?"
    return ""


def _check_single_roles(roles, source: SpecSource) -> None:
    """A column plays one role: a key that is also a QI would be published generalized, a QI that is
    also the sensitive attribute would be both generalized and published verbatim."""
    seen: dict[str, tuple[object, ...]] = {}
    places: list[tuple[tuple[object, ...], str | None]] = [
        (("roles", "quasi_identifiers", i), qi) for i, qi in enumerate(roles.quasi_identifiers)
    ]
    places += [
        (("roles", alias), getattr(roles, name))
        for name, alias in (
            ("sensitive", "sensitive"),
            ("class_attribute", "class"),
            ("key", "key"),
            ("timestamp", "timestamp"),
        )
    ]
    places += [(("roles", "insensitive", j), attr) for j, attr in enumerate(roles.insensitive)]
    for path, column in places:
        if column is None:
            continue
        if column in seen:
            first = ".".join(str(p) for p in seen[column][1:])
            raise source.error(
                path, f"column '{column}' is already declared as roles.{first}: a column plays one role", column
            )
        seen[column] = path


def _release_copy(spec: Spec, name: str) -> str | None:
    """The attribute of a qualified join column ``"T<i>.<attr>"`` (release i of a sequential problem, T1 the
    one to compute; Wang-Fung 2006 section 7 names the copies of a common attribute T1.A, T2.A, ...), else None.
    Whether release i publishes ``attr`` (with another release) is checked by ``_check_published``."""
    head, dot, attr = name.partition(".")
    if spec.problem.kind != "sequential" or not dot or not head[:1] == "T" or not head[1:].isdigit():
        return None
    return attr if 1 <= int(head[1:]) <= 1 + len(spec.problem.previous) else None


def _check_references(spec: Spec, source: SpecSource, columns: list[str]) -> None:
    known = set(columns)
    roles = spec.roles
    for i, qi in enumerate(roles.quasi_identifiers):
        if qi not in known:
            raise source.error(
                ("roles", "quasi_identifiers", i), f"unknown attribute '{qi}'" + _separator_hint(spec, columns), qi
            )
    if len(set(roles.quasi_identifiers)) != len(roles.quasi_identifiers):
        raise source.error(("roles", "quasi_identifiers"), "an attribute is listed twice")
    for name in ("sensitive", "class_attribute", "key", "timestamp"):
        value = getattr(roles, name)
        if value is not None and value not in known:
            alias = "class" if name == "class_attribute" else name
            raise source.error(("roles", alias), f"unknown attribute '{value}'", value)
    for j, attr in enumerate(roles.insensitive):
        if attr not in known:
            raise source.error(("roles", "insensitive", j), f"unknown attribute '{attr}'", attr)
    _check_single_roles(roles, source)
    for attr in spec.taxonomies:
        if attr not in known:
            raise source.error(("taxonomies", attr), f"taxonomy for unknown attribute '{attr}'", attr)
    if spec.problem.kind == "sequential":
        for i, prev in enumerate(spec.problem.previous):
            for j, attr in enumerate(prev.from_table or []):
                if attr not in known:
                    raise source.error(("problem", "previous", i, "from_table", j), f"unknown attribute '{attr}'", attr)
    qis = set(roles.quasi_identifiers)
    for i, req in enumerate(spec.requirements):
        if isinstance(req, GroupRequirementSpec) and req.quasi_identifiers:
            for j, qi in enumerate(req.quasi_identifiers):
                if qi not in qis:
                    raise source.error(
                        ("requirements", i, "quasi_identifiers", j),
                        f"'{qi}' is not a quasi-identifier of the roles",
                        qi,
                    )
        if isinstance(req, (KLinkabilitySpec, KDiversitySpec)) and req.quasi_identifiers:
            for j, qi in enumerate(req.quasi_identifiers):
                if qi not in known:
                    raise source.error(("requirements", i, "quasi_identifiers", j), f"unknown attribute '{qi}'", qi)
        needs_sensitive = (*SENSITIVE_GROUP_SPECS, KLinkabilitySpec, KDiversitySpec, LEligibilitySpec, PersonalizedSpec)
        if isinstance(req, needs_sensitive) and roles.sensitive is None:
            raise source.error(("requirements", i, "kind"), f"{req.kind} needs roles.sensitive")
        if (
            isinstance(req, TClosenessSpec)
            and req.distance == "hierarchical"
            and roles.sensitive not in spec.taxonomies
        ):
            raise source.error(
                ("requirements", i, "distance"),
                f"hierarchical t-closeness needs a taxonomy of the sensitive attribute (taxonomies.{roles.sensitive})",
                req.distance,
            )
        if isinstance(req, LEligibilitySpec) and roles.timestamp is None:
            raise source.error(("requirements", i, "kind"), "l-eligibility needs roles.timestamp")
        if isinstance(req, (KLinkabilitySpec, KDiversitySpec)) and spec.problem.kind != "sequential":
            raise source.error(
                ("requirements", i, "kind"),
                f"{req.kind} judges a sequence of releases: it needs problem.kind sequential",
            )
        if isinstance(req, (XYAnonymitySpec, XYLinkabilitySpec)):
            for part in ("x", "y"):
                for j, attr in enumerate(getattr(req, part)):
                    if attr not in known and _release_copy(spec, attr) not in known:
                        raise source.error(("requirements", i, part, j), f"unknown attribute '{attr}'", attr)
        if isinstance(req, PersonalizedSpec) and req.limit_column and req.limit_column not in known:
            raise source.error(
                ("requirements", i, "limit_column"), f"unknown attribute '{req.limit_column}'", req.limit_column
            )


def _build_taxonomy(attr: str, tspec: object, column: pd.Series, source: SpecSource) -> Taxonomy:
    loc = ("taxonomies", attr)
    try:
        if tspec is None:
            values = sorted(column.unique())
            return taxonomy_from_parents(attr, [FLAT_ROOT, *values], [-1] + [0] * len(values))
        if isinstance(tspec, TreeTaxonomySpec):
            return taxonomy_from_nested(attr, tspec.tree)
        if isinstance(tspec, TreeFileTaxonomySpec):
            return taxonomy_from_nested(attr, _tree_from_file(attr, tspec, source))
        if isinstance(tspec, ArxTaxonomySpec):
            path = source.resolve(tspec.arx)
            if not path.exists():
                raise source.error((*loc, "arx"), f"hierarchy file not found: {path}", tspec.arx)
            if not path.is_file():
                raise source.error((*loc, "arx"), f"hierarchy path is a folder, not a file: {path}", tspec.arx)
            tax, _ = read_arx_hierarchy(path, attr, tspec.separator)
            return tax
        if isinstance(tspec, IntervalTaxonomySpec):
            numbers = pd.to_numeric(column, errors="coerce")
            finite = np.isfinite(numbers.to_numpy(float))
            if not finite.all():
                first = int(np.flatnonzero(~finite)[0])
                what = "a non-number" if pd.isna(numbers.iloc[first]) else "an infinite number"
                raise source.error(
                    loc, f"interval taxonomy needs numbers, column '{attr}' holds {what}", column.iloc[first]
                )
            return interval_taxonomy(attr, numbers.to_numpy(float), tspec.intervals)
    except ValueError as exc:
        raise source.error(loc, str(exc)) from None
    raise AssertionError(f"unhandled taxonomy spec {type(tspec).__name__}")


def _tree_from_file(attr: str, tspec: TreeFileTaxonomySpec, source: SpecSource) -> object:
    """The nested tree of ``attr`` in ``tspec.tree_file`` (its entry ``tspec.key``, default the attribute)."""
    from .spec.load import parse_text

    loc = ("taxonomies", attr, "tree_file")
    path = source.resolve(tspec.tree_file)
    if not path.exists():
        raise source.error(loc, f"taxonomy file not found: {path}", tspec.tree_file)
    if not path.is_file():
        raise source.error(loc, f"taxonomy path is a folder, not a file: {path}", tspec.tree_file)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise source.error(loc, f"{path} is not UTF-8 text; save the file as UTF-8", tspec.tree_file) from None
    trees = parse_text(path, text)  # a malformed file or a duplicate key is a SpecError naming the file
    key = tspec.key if tspec.key is not None else attr
    if not isinstance(trees, dict):
        raise source.error(loc, f"{path} holds no mapping of trees by attribute", tspec.tree_file)
    if key not in trees:
        raise source.error(
            ("taxonomies", attr, "key" if tspec.key is not None else "tree_file"),
            f"{path} has no entry '{key}' (entries: {', '.join(map(str, trees)) or 'none'})",
            key,
        )
    tree = trees[key]
    return tree.get("tree") if isinstance(tree, dict) and set(tree) == {"tree"} else tree


def _normalise_numeric(column: pd.Series) -> pd.Series:
    """Write numeric cells the way interval taxonomies label leaves ("3", not "3.0")."""
    return pd.to_numeric(column).map(number_label).astype(object)


def _distinct_sensitive(spec: Spec, table: pd.DataFrame) -> int:
    return int(table[spec.roles.sensitive].nunique()) if spec.roles.sensitive in table.columns else 0


def _check_values(spec: Spec, source: SpecSource, table: pd.DataFrame, weight: np.ndarray | None = None) -> None:
    """Requirements that name data values, or need more distinct values than the data holds, or could
    not constrain anything (an error, not a pass)."""
    for i, req in enumerate(spec.requirements):
        if isinstance(
            req,
            (LDiversitySpec, DistinctLDiversitySpec, EntropyLDiversitySpec, RecursiveLDiversitySpec, LEligibilitySpec),
        ):
            distinct = _distinct_sensitive(spec, table)
            if req.l > distinct:
                raise source.error(
                    ("requirements", i, "l"),
                    f"l is larger than the {distinct} distinct values "
                    f"of the sensitive attribute '{spec.roles.sensitive}': no release can meet it",
                    req.l,
                )
        if isinstance(req, (TClosenessSpec, DeltaDisclosureSpec, BetaLikenessSpec)):
            _check_distribution_requirement(spec, source, table, i, req, weight)
        if isinstance(req, XYAnonymitySpec) and spec.problem.kind == "single" and set(req.y) <= set(table.columns):
            distinct = len(table[list(req.y)].drop_duplicates())
            if req.k > distinct:
                raise source.error(
                    ("requirements", i, "k"),
                    f"k is larger than the {distinct} distinct values of "
                    f"Y {list(req.y)}: no x can co-occur with k of them, so no release can meet it",
                    req.k,
                )
        if isinstance(req, XYLinkabilitySpec) and req.value_thresholds:
            column = _release_copy(spec, req.y[0]) or req.y[0]
            values = set(table[column].astype(str)) if column in table.columns else set()
            for value in req.value_thresholds:
                if value not in values:
                    raise source.error(
                        ("requirements", i, "value_thresholds", value),
                        f"value '{value}' does not occur in column '{req.y[0]}': its threshold would constrain nothing",
                        value,
                    )


def _check_distribution_requirement(
    spec: Spec,
    source: SpecSource,
    table: pd.DataFrame,
    i: int,
    req: TClosenessSpec | DeltaDisclosureSpec | BetaLikenessSpec,
    weight: np.ndarray | None = None,
) -> None:
    """t-closeness, delta-disclosure and beta-likeness compare each group with the table's distribution:
    one sensitive value leaves nothing to compare; ordered t-closeness needs numbers; basic beta-likeness
    with beta at or above every (1 - q_s) / q_s constrains nothing."""
    column = table[spec.roles.sensitive]
    records = pd.Series(1 if weight is None else weight, index=column.index)
    q = records.groupby(column.astype(str).to_numpy(), sort=False).sum().to_numpy(float)
    q = q / q.sum()  # the share of each value among the records (a tuple table's rows weigh their counts)
    if len(q) < 2:
        raise source.error(
            ("requirements", i, "kind"),
            f"{req.kind} needs at least 2 distinct values of the "
            f"sensitive attribute '{spec.roles.sensitive}' (it has {len(q)}): it constrains nothing",
            req.kind,
        )
    if isinstance(req, TClosenessSpec) and req.distance == "ordered":
        numbers = pd.to_numeric(column, errors="coerce")
        if numbers.isna().any():
            bad = column[numbers.isna()].iloc[0]
            raise source.error(
                ("requirements", i, "distance"),
                f"ordered t-closeness needs a numeric sensitive attribute; '{spec.roles.sensitive}' holds {bad!r}",
                req.distance,
            )
    if isinstance(req, BetaLikenessSpec) and not req.enhanced and req.beta >= float(((1 - q) / q).max()):
        raise source.error(
            ("requirements", i, "beta"),
            f"beta = {req.beta} is at or above every (1 - q_s) / q_s "
            f"(at most {float(((1 - q) / q).max()):.6g}): no group can exceed it, so it constrains "
            "nothing",
            req.beta,
        )


def shared_budget(spec: Spec, source: SpecSource, n_rows: int) -> int:
    """The one suppression budget of a release, in rows. A conjunction has one set of suppressed rows,
    which must meet every requirement's ``suppression``: the smallest given applies to all; a requirement
    that gives none does not constrain it (no budget given at all: 0)."""
    given = [req.suppression for req in spec.requirements if getattr(req, "suppression", None) is not None]
    return math.floor(min(given) * n_rows + 1e-9) if given else 0


def _requirements(spec: Spec, source: SpecSource, n_rows: int) -> tuple[Requirement, ...]:
    out: list[Requirement] = []
    qis = tuple(spec.roles.quasi_identifiers)
    budget = shared_budget(spec, source, n_rows)
    for i, req in enumerate(spec.requirements):
        if isinstance(req, KAnonymitySpec):
            if req.k > n_rows:
                raise source.error(("requirements", i, "k"), f"k is larger than the table ({n_rows} rows)", req.k)
            out.append(KAnonymity(req.k, tuple(req.quasi_identifiers or qis), budget))
        elif isinstance(req, (LDiversitySpec, DistinctLDiversitySpec, EntropyLDiversitySpec, RecursiveLDiversitySpec)):
            variant = next(v for v, kind in L_DIVERSITY_KINDS.items() if kind == req.kind)
            out.append(
                LDiversity(
                    req.l,
                    tuple(req.quasi_identifiers or qis),
                    spec.roles.sensitive,
                    budget,
                    variant,
                    getattr(req, "c", None),
                )
            )
        elif isinstance(req, TClosenessSpec):
            out.append(
                TCloseness(req.t, tuple(req.quasi_identifiers or qis), spec.roles.sensitive, req.distance, budget)
            )
        elif isinstance(req, DeltaDisclosureSpec):
            out.append(DeltaDisclosure(req.delta, tuple(req.quasi_identifiers or qis), spec.roles.sensitive, budget))
        elif isinstance(req, BetaLikenessSpec):
            out.append(
                BetaLikeness(req.beta, tuple(req.quasi_identifiers or qis), spec.roles.sensitive, req.enhanced, budget)
            )
        elif isinstance(req, XYAnonymitySpec):
            out.append(XYAnonymity(tuple(req.x), tuple(req.y), req.k, budget))
        elif isinstance(req, XYLinkabilitySpec):
            threshold = req.threshold if req.threshold is not None else MappingProxyType(dict(req.value_thresholds))
            out.append(XYLinkability(tuple(req.x), tuple(req.y), threshold))
        elif isinstance(req, KLinkabilitySpec):
            out.append(KLinkability(req.k, req.join, tuple(req.quasi_identifiers or qis), spec.roles.sensitive))
        elif isinstance(req, KDiversitySpec):
            out.append(KDiversity(req.k, req.join, tuple(req.quasi_identifiers or qis), spec.roles.sensitive))
        elif isinstance(req, LEligibilitySpec):
            out.append(LEligibility(req.l, spec.roles.timestamp, spec.roles.sensitive))
        elif isinstance(req, PersonalizedSpec):
            out.append(Personalized(req.limit_column, req.default_limit))
    return tuple(out)


def _check_limit_columns(spec: Spec, source: SpecSource, table: pd.DataFrame) -> None:
    """Every value of a personalized limit column is a probability in (0, 1]."""
    for i, req in enumerate(spec.requirements):
        if isinstance(req, PersonalizedSpec) and req.limit_column:
            column = table[req.limit_column]
            limits = pd.to_numeric(column, errors="coerce").to_numpy(dtype=float)
            bad = np.flatnonzero(~((limits > 0) & (limits <= 1)))
            if len(bad):
                raise source.error(
                    ("requirements", i, "limit_column"),
                    f"record {int(bad[0])}: limit {column.iloc[bad[0]]!r} in column "
                    f"'{req.limit_column}' is not a number in (0, 1]",
                    column.iloc[bad[0]],
                )


def build_problem(
    spec: Spec,
    source: SpecSource,
    frame: pd.DataFrame | None = None,
    *,
    weight: np.ndarray | None = None,
    rows_dropped_missing: int = 0,
) -> Problem:
    """Validate every cross-reference of ``spec`` and compile it into a Problem. ``frame`` (every cell
    text, as :func:`seqanon_opt.data.table.read_raw_table` reads a file) replaces the spec's data.

    ``weight``: ``frame`` is a tuple table (distinct rows, no missing markers) and ``weight[i]`` the
    number of records row i stands for; ``rows_dropped_missing`` the records dropped before counting.
    """
    used = used_columns(spec)
    raw = read_raw_table(spec.data, source) if frame is None else frame
    _check_references(spec, source, [*raw.columns, *spec.data.row_number_columns])
    if weight is not None:
        weight = _checked_weight(spec, source, raw, weight)
    loaded = drop_missing(raw, used, spec.data.missing)
    if weight is not None and loaded.rows_dropped_missing:
        raise ValueError("a tuple table must hold no missing markers (drop them before counting)")
    n_records = len(loaded.frame) if weight is None else int(weight.sum())
    table = add_row_numbers(loaded.frame, spec.data.row_number_columns)
    if len(table) == 0:
        raise source.error(
            ("data",), f"no rows left after dropping {loaded.rows_dropped_missing} row(s) with missing values"
        )

    _check_limit_columns(spec, source, table)
    _check_values(spec, source, table, weight)
    coded = list(dict.fromkeys([*spec.roles.quasi_identifiers, *spec.taxonomies]))
    if any(isinstance(r, PersonalizedSpec) for r in spec.requirements) and spec.roles.sensitive not in coded:
        coded.append(spec.roles.sensitive)  # DCorrelate needs a (here flat) sensitive taxonomy
    taxonomies: dict[str, Taxonomy] = {}
    codes: dict[str, np.ndarray] = {}
    for attr in coded:
        tspec = spec.taxonomies.get(attr)
        tax = _build_taxonomy(attr, tspec, table[attr], source)
        if isinstance(tspec, IntervalTaxonomySpec):
            table[attr] = _normalise_numeric(table[attr])
        try:
            codes[attr] = encode(tax, table[attr])
        except KeyError as exc:
            raise source.error(
                ("taxonomies", attr),
                f"data value {exc.args[0]!r} of column '{attr}' has no leaf in its taxonomy",
                exc.args[0],
            ) from None
        codes[attr].setflags(write=False)
        taxonomies[attr] = tax

    settings: dict[str, object] = {}
    previous: tuple[pd.DataFrame, ...] = ()
    inconsistent: tuple = ()
    pspec = spec.problem
    if pspec.kind == "sequential":
        settings = {"release_attributes": tuple(pspec.release_attributes)}
        previous, inconsistent = _sequential_inputs(pspec, source, table, taxonomies)
        _check_published(spec, source, previous)
    elif pspec.kind == "temporal":
        settings = _temporal_settings(spec, source, table)
    _check_solver(spec, source, n_records, previous)
    if spec.objective == "class-entropy" and spec.roles.class_attribute is None:
        raise source.error(
            ("objective",),
            "class-entropy measures the class given the published groups: it needs roles.class",
            spec.objective,
        )
    if spec.objective == "IL" and pspec.kind != "temporal":
        raise source.error(
            ("objective",), "IL is the temporal reposition cost: it needs problem.kind temporal", spec.objective
        )

    population = None
    if spec.risk.population is not None:
        population = load_population(
            spec.risk.population,
            source,
            table,
            spec.roles.quasi_identifiers,
            taxonomies,
            [q for q in spec.roles.quasi_identifiers if q not in spec.taxonomies],
        )
    s = spec.solver
    return Problem(
        name=spec.name,
        kind=pspec.kind,
        model=spec.generalization,
        table=table,
        quasi_identifiers=tuple(spec.roles.quasi_identifiers),
        sensitive=spec.roles.sensitive,
        class_attribute=spec.roles.class_attribute,
        key=spec.roles.key,
        timestamp=spec.roles.timestamp,
        taxonomies=MappingProxyType(taxonomies),
        codes=MappingProxyType(codes),
        requirements=_requirements(spec, source, n_records),
        objective=spec.objective,
        solver=SolverSettings(s.name, s.time_limit, s.seed, s.workers, dict(s.options)),
        rows_read=(loaded.rows_read if weight is None else n_records + rows_dropped_missing),
        rows_dropped_missing=loaded.rows_dropped_missing + rows_dropped_missing,
        weight=weight,
        source=str(source.path),
        settings=MappingProxyType(settings),
        previous=previous,
        inconsistent=inconsistent,
        insensitive=tuple(spec.roles.insensitive),
        population=population,
        risk_threshold=spec.risk.threshold,
    )


def _checked_weight(spec: Spec, source: SpecSource, frame: pd.DataFrame, weight: np.ndarray) -> np.ndarray:
    """``weight`` as a read-only int64 array, refused unless a tuple table of a single table can carry it."""
    weight = np.asarray(weight, dtype=np.int64)
    if weight.shape != (len(frame),) or (len(weight) and weight.min() < 1):
        raise ValueError(f"weights: one positive count per row of the {len(frame)}-row tuple table")
    if spec.problem.kind != "single":
        raise source.error(
            ("problem", "kind"),
            "a tuple table (the Dask engine) holds one table: sequential and temporal problems need every record",
            spec.problem.kind,
        )
    if spec.data.row_number_columns:
        raise source.error(
            ("data", "row_number_columns"),
            "a tuple table (the Dask engine) has no row numbers",
            spec.data.row_number_columns[0],
        )
    weight.setflags(write=False)
    return weight


DYNAMIC_APPROACHES = ("unifying", "separative")


def _check_solver(spec: Spec, source: SpecSource, n_rows: int, previous: tuple[pd.DataFrame, ...]) -> None:
    """The solver section's references: a registered solver name, and the options that describe the table
    itself (read by the solver and the verifier alike): ``dynamic`` and ``new_records`` of a table that
    grew since its previous releases. Each solver's own option names and values are checked when it is
    chosen (:func:`seqanon_opt.solvers.base.check_options`)."""
    from .solvers.registry import solver_names

    name = spec.solver.name
    if name is not None and name not in solver_names():
        raise source.error(("solver", "name"), f"unknown solver; registered: {', '.join(solver_names())}", name)
    options = spec.solver.options
    if "dynamic" in options and options["dynamic"] not in DYNAMIC_APPROACHES:
        raise source.error(
            ("solver", "options", "dynamic"),
            f"takes {' or '.join(repr(a) for a in DYNAMIC_APPROACHES)}",
            options["dynamic"],
        )
    if "new_records" in options:
        listed = options["new_records"]
        n_old = len(previous[0]) if previous else n_rows
        loc = ("solver", "options", "new_records")
        if len({len(frame) for frame in previous}) > 1:
            raise source.error(
                loc,
                "lists the records added since previous releases of equal length; releases "
                f"of {sorted({len(f) for f in previous})} records held the table's first records",
                listed,
            )
        if not isinstance(listed, list) or any(isinstance(r, bool) or not isinstance(r, int) for r in listed):
            raise source.error(
                loc,
                "takes a list of row positions (integers from 0)",
                listed
                if not isinstance(listed, list)
                else next((r for r in listed if isinstance(r, bool) or not isinstance(r, int)), None),
            )
        bad = next((r for r in listed if not 0 <= r < n_rows), None)
        if bad is not None:
            raise source.error(loc, f"row position out of range: the table holds rows 0..{n_rows - 1}", bad)
        seen: set[int] = set()
        twice = next((r for r in listed if r in seen or seen.add(r)), None)
        if twice is not None:
            raise source.error(loc, "a row position is listed twice", twice)
        if len(listed) != n_rows - n_old:
            raise source.error(
                loc,
                f"lists {len(listed)} row(s); the table holds {n_rows - n_old} record(s) "
                f"added since the previous releases ({n_rows} rows, the releases {n_old})",
            )


def _check_published(spec: Spec, source: SpecSource, previous: tuple[pd.DataFrame, ...]) -> None:
    """On a sequential problem (X,Y)-requirements are judged on the join of the releases: each of their
    attributes must be published by the release to compute or a previous one."""
    held = [set(spec.problem.release_attributes), *(set(map(str, frame.columns)) for frame in previous)]
    common = {a for a in set().union(*held) if sum(a in attrs for attrs in held) > 1}
    # a common attribute's copies are also named T<i>.<attr> (lossy_join.JoinLayout)
    published = set().union(*held) | {f"T{i + 1}.{a}" for i, attrs in enumerate(held) for a in attrs & common}
    for i, req in enumerate(spec.requirements):
        if isinstance(req, (XYAnonymitySpec, XYLinkabilitySpec)):
            for part in ("x", "y"):
                for j, attr in enumerate(getattr(req, part)):
                    if attr not in published:
                        raise source.error(
                            ("requirements", i, part, j),
                            f"attribute '{attr}' is in none of the "
                            "releases (problem.release_attributes or a previous release)",
                            attr,
                        )


def _sequential_inputs(pspec, source: SpecSource, table: pd.DataFrame, taxonomies: Mapping[str, Taxonomy]):
    """Check the sequential problem's attribute names and read (or project) its previous releases."""
    known, n_rows = set(table.columns), len(table)
    for j, attr in enumerate(pspec.release_attributes):
        if attr not in known:
            raise source.error(("problem", "release_attributes", j), f"unknown attribute '{attr}'", attr)
    for i, pair in enumerate(pspec.inconsistent):
        for side in pair:
            ((attr, value),) = side.items()
            if attr not in known:
                raise source.error(("problem", "inconsistent", i), f"unknown attribute '{attr}'", attr)
    previous = []
    for i, prev in enumerate(pspec.previous):
        for j, attr in enumerate(prev.attributes or []):
            if attr not in known:
                raise source.error(("problem", "previous", i, "attributes", j), f"unknown attribute '{attr}'", attr)
        if prev.from_table is None:
            previous.append(
                read_release(
                    source.resolve(prev.path),
                    taxonomies,
                    separator=prev.separator,
                    columns=prev.attributes,
                    where=f"problem.previous[{i}].path",
                )
            )
            continue
        if prev.rows is not None and prev.rows > n_rows:
            raise source.error(
                ("problem", "previous", i, "rows"),
                f"the table holds only {n_rows} records (after dropping rows with missing values)",
                prev.rows,
            )
        projection = table[list(prev.from_table)]
        if prev.rows is not None:
            projection = projection.iloc[: prev.rows]
        previous.append(
            release_frame(projection, taxonomies, file=str(source.path), where=f"problem.previous[{i}].from_table")
        )
    inconsistent = tuple(tuple(next(iter(side.items())) for side in pair) for pair in pspec.inconsistent)
    sizes = [len(frame) for frame in previous]
    for i, size in enumerate(sizes):
        if size > n_rows or (i and size < sizes[i - 1]):
            prev = pspec.previous[i]
            field = "path" if prev.from_table is None else "from_table" if prev.rows is None else "rows"
            raise source.error(
                ("problem", "previous", i, field),
                f"release holds {size} records; each release holds at least as many records as "
                f"the one before ({sizes[i - 1] if i else 0}) and at most the table's {n_rows}: "
                "release i held the table's first records, the later ones were added since "
                "(deleting records is not supported)",
                getattr(prev, field),
            )
    for i, pair in enumerate(pspec.inconsistent):
        for attr, value in (next(iter(side.items())) for side in pair):
            seen = set(table[attr].astype(str))
            for frame in previous:
                if attr in frame.columns:
                    seen |= set(frame[attr].astype(str))
            if str(value) not in seen and not (attr in taxonomies and str(value) in taxonomies[attr].index):
                raise source.error(
                    ("problem", "inconsistent", i, attr),
                    f"value '{value}' occurs neither in "
                    f"column '{attr}', its releases nor its taxonomy: the pair would rule out "
                    "nothing",
                    value,
                )
    return tuple(previous), inconsistent


def _temporal_settings(spec: Spec, source: SpecSource, table: pd.DataFrame) -> dict[str, object]:
    """Compile problem.kind temporal: snapshots, mu (checked for (C1)-(C3)), beta per value, queries.

    ``snapshot_of_row[i]`` is row i's snapshot position, ``snapshots`` the labels in time order
    (see :mod:`seqanon_opt.temporal.costs` for the accepted timestamps).
    """
    from .solvers.ilp.reposition import validate_mu
    from .temporal.costs import MuFunction, beta_vector, snapshot_positions

    pspec, roles = spec.problem, spec.roles
    for role in ("timestamp", "sensitive"):
        if getattr(roles, role) is None:
            raise source.error(("problem", "kind"), f"a temporal problem needs roles.{role}", "temporal")
    try:
        positions, labels, ts_kind = snapshot_positions(table[roles.timestamp])
    except ValueError as exc:
        raise source.error(("roles", "timestamp"), f"column '{roles.timestamp}': {exc}") from None
    positions.setflags(write=False)
    w = pspec.window
    mu = MuFunction.from_spec(pspec.mu)
    if mu.kind == "table" and len(mu.values) < w:
        raise source.error(
            ("problem", "mu", "values"),
            f"a mu table needs mu(0..w-1): {w} entries for window {w}, got {len(mu.values)}",
            list(mu.values),
        )
    try:
        # no record moves further than the stream is long: mu beyond it is never used
        mu_kind = validate_mu(mu, min(max(w - 1, len(mu.values) - 1, 1), max(len(labels) - 1, 1)))
    except ValueError as exc:
        raise source.error(("problem", "mu"), str(exc), mu.describe()) from None
    values = sorted(pd.unique(table[roles.sensitive]).tolist(), key=str)
    for value in pspec.beta.per_value:
        if value not in values:
            raise source.error(
                ("problem", "beta", "per_value", value),
                f"unknown sensitive value '{value}' (not in column '{roles.sensitive}')",
                value,
            )
    beta = beta_vector(values, dict(pspec.beta.per_value), default=pspec.beta.default)
    lengths = pspec.query_lengths or [1, max(1, w // 2), w]
    # a window longer than the stream delays no record further than the stream's end: it is the stream's
    # length (the solvers allocate window x window tables)
    return {
        "window": min(w, max(len(labels), 1)),
        "mu": mu,
        "mu_kind": mu_kind,
        "beta": tuple(float(b) for b in beta),
        "values": tuple(values),
        "algorithm": pspec.algorithm,
        "query_lengths": tuple(sorted(set(lengths))),
        "snapshots": tuple(labels),
        "snapshot_of_row": positions,
        "timestamp_kind": ts_kind,
    }
