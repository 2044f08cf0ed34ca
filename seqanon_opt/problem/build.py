"""build_problem(spec) -> Problem: validate every cross-reference of the spec, code the table, compile
the requirements (see the package docstring)."""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from types import MappingProxyType

import numpy as np
import pandas as pd

from ..data.population import Population, load_population
from ..data.table import add_row_numbers, drop_missing, read_raw_table
from ..data.taxonomy import Taxonomy, encode, taxonomy_from_nested, taxonomy_from_parents
from ..data.taxonomy_io import interval_taxonomy, number_label, read_arx_hierarchy
from ..requirements import (
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
    RequirementContext,
    TCloseness,
    XYAnonymity,
    XYLinkability,
    registered_requirement,
)
from ..spec.load import SpecSource, parse_text
from ..spec.schema import (
    ArxTaxonomySpec,
    BetaLikenessSpec,
    DeltaDisclosureSpec,
    DistinctLDiversitySpec,
    EntropyLDiversitySpec,
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
from .kinds import check_published, sequential_inputs, temporal_settings
from .model import FLAT_ROOT, Problem, TemporalSettings
from .references import (
    check_limit_columns,
    check_new_records,
    check_references,
    check_solver_name,
    check_values,
    checked_weight,
    used_columns,
)
from .sequential import NO_CODING, ReleaseCoding, code_releases, coded_attributes


def build_problem(
    spec: Spec,
    source: SpecSource,
    frame: pd.DataFrame | None = None,
    *,
    weight: np.ndarray | None = None,
    rows_dropped_missing: int = 0,
    solver_names: Collection[str] | None = None,
) -> Problem:
    """Validate every cross-reference of ``spec`` and compile it into a Problem. ``frame`` (every cell
    text, as :func:`seqanon_opt.data.table.read_raw_table` reads a file) replaces the spec's data.

    ``weight``: ``frame`` is a tuple table (distinct rows, no missing markers) and ``weight[i]`` the
    number of records row i stands for; ``rows_dropped_missing`` the records dropped before counting.
    ``solver_names``: the registered solvers, which the spec's ``solver.name`` must be one of (the
    layer that picks the solver passes them; None: the name is not checked here).
    """
    used = used_columns(spec)
    raw = read_raw_table(spec.data, source) if frame is None else frame
    check_references(spec, source, [*raw.columns, *spec.data.row_number_columns])
    if weight is not None:
        weight = checked_weight(spec, source, raw, weight)
    loaded = drop_missing(raw, used, spec.data.missing)
    if weight is not None and loaded.rows_dropped_missing:
        raise ValueError("a tuple table must hold no missing markers (drop them before counting)")
    n_records = len(loaded.frame) if weight is None else int(weight.sum())
    table = add_row_numbers(loaded.frame, spec.data.row_number_columns)
    if len(table) == 0:
        raise source.error(
            ("data",), f"no rows left after dropping {loaded.rows_dropped_missing} row(s) with missing values"
        )

    check_limit_columns(spec, source, table)
    check_values(spec, source, table, weight)
    taxonomies, codes = code_attributes(spec, source, table)
    release_attributes, temporal, previous, inconsistent, coding = kind_inputs(spec, source, table, taxonomies, codes)
    if solver_names is not None:
        check_solver_name(spec, source, solver_names)
    check_new_records(spec, source, n_records, previous)
    check_objective(spec, source)

    return Problem(
        name=spec.name,
        kind=spec.problem.kind,
        model=spec.generalization,
        table=table,
        quasi_identifiers=tuple(spec.roles.quasi_identifiers),
        sensitive=spec.roles.sensitive,
        class_attribute=spec.roles.class_attribute,
        key=spec.roles.key,
        timestamp=spec.roles.timestamp,
        taxonomies=MappingProxyType(taxonomies),
        codes=MappingProxyType(codes),
        requirements=compile_requirements(spec, source, n_records),
        objective=spec.objective,
        rows_read=(loaded.rows_read if weight is None else n_records + rows_dropped_missing),
        rows_dropped_missing=loaded.rows_dropped_missing + rows_dropped_missing,
        weight=weight,
        source=str(source.path),
        release_attributes=release_attributes,
        previous=previous,
        dynamic=getattr(spec.problem, "dynamic", "unifying"),
        new_records=_new_records(spec),
        temporal=temporal,
        release_taxonomies=coding.release_taxonomies,
        previous_nodes=coding.previous_nodes,
        release_codes=coding.release_codes,
        coded_from=(table, *previous) if coding.previous_nodes else (),
        inconsistent=inconsistent,
        insensitive=tuple(spec.roles.insensitive),
        population=_population(spec, source, table, taxonomies),
        risk_threshold=spec.risk.threshold,
    )


def _population(
    spec: Spec, source: SpecSource, table: pd.DataFrame, taxonomies: Mapping[str, Taxonomy]
) -> Population | None:
    """The spec's risk.population, read and coded (None: the spec names none)."""
    if spec.risk.population is None:
        return None
    generated = [q for q in spec.roles.quasi_identifiers if q not in spec.taxonomies]
    return load_population(spec.risk.population, source, table, spec.roles.quasi_identifiers, taxonomies, generated)


def code_attributes(
    spec: Spec, source: SpecSource, table: pd.DataFrame
) -> tuple[dict[str, Taxonomy], dict[str, np.ndarray]]:
    """The taxonomy of every coded attribute (the quasi-identifiers, the attributes with a taxonomy, the
    sensitive attribute of a personalized requirement) and each row's leaf id in it (read-only arrays).
    Numeric cells of an interval taxonomy's column are rewritten the way its leaves are labelled."""
    coded = list(dict.fromkeys([*spec.roles.quasi_identifiers, *spec.taxonomies]))
    if any(isinstance(r, PersonalizedSpec) for r in spec.requirements) and spec.roles.sensitive not in coded:
        coded.append(_required(spec.roles.sensitive))  # DCorrelate needs a (here flat) sensitive taxonomy
    taxonomies: dict[str, Taxonomy] = {}
    codes: dict[str, np.ndarray] = {}
    for attr in coded:
        tspec = spec.taxonomies.get(attr)
        tax = build_taxonomy(attr, tspec, table[attr], source)
        if isinstance(tspec, IntervalTaxonomySpec):
            table[attr] = normalise_numeric(table[attr])
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
    return taxonomies, codes


def kind_inputs(
    spec: Spec,
    source: SpecSource,
    table: pd.DataFrame,
    taxonomies: Mapping[str, Taxonomy],
    codes: Mapping[str, np.ndarray],
) -> tuple[tuple[str, ...] | None, TemporalSettings | None, tuple[pd.DataFrame, ...], tuple, ReleaseCoding]:
    """(release attributes, temporal settings, previous releases, inconsistent pairs, the releases coded) of
    the problem's kind: a sequential problem's release attributes and previous releases, coded as node ids
    (:mod:`.sequential`), a temporal problem's compiled settings, nothing else (no coding: :data:`NO_CODING`)."""
    pspec = spec.problem
    if pspec.kind == "sequential":
        previous, inconsistent = sequential_inputs(pspec, source, table, taxonomies)
        check_published(spec, source, previous)
        named = [q for r in spec.requirements for q in (getattr(r, "quasi_identifiers", None) or ())]
        attrs = coded_attributes(pspec.release_attributes, previous, spec.roles.sensitive, named, table.columns)
        coding = code_releases(table, taxonomies, codes, attrs, previous)
        return tuple(pspec.release_attributes), None, previous, inconsistent, coding
    if pspec.kind == "temporal":
        return None, temporal_settings(spec, source, table), (), (), NO_CODING
    return None, None, (), (), NO_CODING


def _new_records(spec: Spec) -> tuple[int, ...] | None:
    listed = getattr(spec.problem, "new_records", None)
    return None if listed is None else tuple(int(r) for r in listed)


def check_objective(spec: Spec, source: SpecSource) -> None:
    """class-entropy needs roles.class; IL (the temporal reposition cost) needs a temporal problem."""
    if spec.objective == "class-entropy" and spec.roles.class_attribute is None:
        raise source.error(
            ("objective",),
            "class-entropy measures the class given the published groups: it needs roles.class",
            spec.objective,
        )
    if spec.objective == "IL" and spec.problem.kind != "temporal":
        raise source.error(
            ("objective",), "IL is the temporal reposition cost: it needs problem.kind temporal", spec.objective
        )


def build_taxonomy(attr: str, tspec: object, column: pd.Series, source: SpecSource) -> Taxonomy:
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


def normalise_numeric(column: pd.Series) -> pd.Series:
    """Write numeric cells the way interval taxonomies label leaves ("3", not "3.0")."""
    return pd.to_numeric(column).map(number_label).astype(object)


def shared_budget(spec: Spec, source: SpecSource, n_rows: int) -> int:
    """The one suppression budget of a release, in rows. A conjunction has one set of suppressed rows,
    which must meet every requirement's ``suppression``: the smallest given applies to all; a requirement
    that gives none does not constrain it (no budget given at all: 0)."""
    given = [s for s in (getattr(req, "suppression", None) for req in spec.requirements) if s is not None]
    return math.floor(min(given) * n_rows + 1e-9) if given else 0


def compile_requirements(spec: Spec, source: SpecSource, n_rows: int) -> tuple[Requirement, ...]:
    """The spec's requirements as :mod:`seqanon_opt.requirements` objects, every group requirement with
    the release's one suppression budget (:func:`shared_budget`)."""
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
                    _required(spec.roles.sensitive),
                    budget,
                    variant,
                    getattr(req, "c", None),
                )
            )
        elif isinstance(req, TClosenessSpec):
            out.append(
                TCloseness(
                    req.t, tuple(req.quasi_identifiers or qis), _required(spec.roles.sensitive), req.distance, budget
                )
            )
        elif isinstance(req, DeltaDisclosureSpec):
            out.append(
                DeltaDisclosure(req.delta, tuple(req.quasi_identifiers or qis), _required(spec.roles.sensitive), budget)
            )
        elif isinstance(req, BetaLikenessSpec):
            out.append(
                BetaLikeness(
                    req.beta, tuple(req.quasi_identifiers or qis), _required(spec.roles.sensitive), req.enhanced, budget
                )
            )
        elif isinstance(req, XYAnonymitySpec):
            out.append(XYAnonymity(tuple(req.x), tuple(req.y), req.k, budget))
        elif isinstance(req, XYLinkabilitySpec):
            threshold = (
                req.threshold if req.threshold is not None else MappingProxyType(dict(req.value_thresholds or {}))
            )
            out.append(XYLinkability(tuple(req.x), tuple(req.y), threshold))
        elif isinstance(req, KLinkabilitySpec):
            out.append(
                KLinkability(req.k, req.join, tuple(req.quasi_identifiers or qis), _required(spec.roles.sensitive))
            )
        elif isinstance(req, KDiversitySpec):
            out.append(
                KDiversity(req.k, req.join, tuple(req.quasi_identifiers or qis), _required(spec.roles.sensitive))
            )
        elif isinstance(req, LEligibilitySpec):
            out.append(LEligibility(req.l, _required(spec.roles.timestamp), _required(spec.roles.sensitive)))
        elif isinstance(req, PersonalizedSpec):
            out.append(Personalized(req.limit_column, req.default_limit))
        else:  # a registered kind (seqanon_opt.requirements.register_group_requirement) compiles itself
            registered = registered_requirement(req.kind)
            assert registered is not None, f"the spec accepts registered kinds only, not '{req.kind}'"
            own = getattr(req, "quasi_identifiers", None)
            ctx = RequirementContext(i, source, tuple(own or qis), spec.roles.sensitive, budget, n_rows)
            out.append(registered.compile(req, ctx))
    return tuple(out)


def _required(column: str | None) -> str:
    """A role the requirement needs: :func:`check_references` refused the spec already when it is absent."""
    assert column is not None, "check_references requires this role"
    return column
