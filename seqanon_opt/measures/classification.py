"""Measure ``classification-error``: the test error of a classifier trained on the release.

Wang-Yu-Chakraborty 2004, section 6.1 (Figure 3); Wang-Fung 2006, section 6
(XYE against BLE and RJE). A decision tree h is trained on the generalized
training records and tested on the generalized test records; the error is

    E = |{t in test : h(t*) != class(t)}| / |test|       (in percent)

where t* is t as the release generalizes it. The learner is
:func:`decision_tree_error` (scikit-learn's entropy tree on one-hot labels,
``min_samples_leaf`` records per leaf standing in for C4.5's pruning; ``numeric``
features are numbers, a published interval as its midpoint), the one the
bottom-up-error and the Wang-Fung reproductions use. The paper used C4.5; one-hot
trees emulate C4.5's split of a categorical attribute on all its values with a
chain of binary splits.

Where the test records come from (exactly one option):

* ``test``: a test-split file (relative to the sweep file) holding the same
  columns. The problem is rebuilt over it from the cell's spec (same roles and
  taxonomies) and the solution's generalization is applied to it through its
  cuts (Wang-Yu-Chakraborty: "the generalization found on the training set is
  applied to the test set"): each test value is published as the cut node
  above it. A test value the training taxonomy does not know (a flat tree or
  an interval taxonomy is built over the data) is published as the cut node
  whose interval holds it (numbers), or as the root if the cut is the root,
  else as itself. A solver without cuts (cell generalization) cannot be
  applied to other records: ValueError. The tree is trained on the cell's
  release (the problem's rows, as published).
* ``split: {column, train, test}``: the problem's own table holds both splits
  and was anonymized whole (Wang-Fung 2006 section 6: adult.data and
  adult.test combined); the tree is trained on the rows whose ``column`` is
  ``train`` and tested on those whose ``column`` is ``test``, each as the
  release generalizes it (``solution.generalized``). A suppressed test record
  is tested with every generalized feature at its root (the convention of
  :mod:`seqanon_opt.metrics`: a suppressed record counts as generalized to the
  root).

Suppressed records are left out of training in both modes.

Features (``features``): by default the problem's quasi-identifiers that the
release publishes (all of them, or for a sequential problem those among its
release attributes); any published column may be listed (a column the
solution does not generalize is seen as it is). ``numeric``: by default the
features with an interval taxonomy.

References (``references``: name -> features removed, or ``all``): the same
learner on the UNMODIFIED data (all records, ungeneralized) without the listed
features; ``[]`` is the baseline (B, BLE), ``all`` the majority class (W: every
QI at its root gives the same tree, which predicts the majority class), the
join attributes removed Wang-Fung's RJE. They do not depend on the release and
are cached per process (keyed on the data, the features and the options).

Columns: ``classification_error`` (E, the headline), then
``classification_error:<name>`` per reference, all in percent.

Classifier sensitivity (``also_min_samples_leaf``: a list of other leaf
sizes m): E and every reference again with the tree's smallest leaf m, in
``classification_error@leaf=<m>`` and ``classification_error@leaf=<m>:<name>``
(issue 18: how much E - B depends on the learner standing in for C4.5). The
plot shows the main setting's columns only.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Literal

import numpy as np
import pandas as pd
from pydantic import Field, model_validator

from ..data.taxonomy import Taxonomy, cut_map
from ..errors import SpecError
from ..metrics import loss_attributes
from ..problem import Problem, build_problem
from ..release import published_columns
from ..spec.schema import KAnonymitySpec, SingleProblemSpec
from . import MeasureContext, MeasureOptions, register

NAME = "classification-error"
HEADLINE = "classification_error"


# ------------------------------------------------------------------ the learner
MIN_SAMPLES_LEAF = 20


def decision_tree_error(
    train: pd.DataFrame,
    test: pd.DataFrame,
    features: Sequence[str],
    target: str,
    seed: int = 0,
    min_samples_leaf: int = MIN_SAMPLES_LEAF,
    numeric: Sequence[str] = (),
) -> float:
    """Test error of an entropy decision tree trained on ``train[features]``.

    Categorical features are one-hot encoded labels; the ``numeric`` ones are
    passed as numbers (a generalized continuous value as its interval's
    midpoint, see :func:`interval_midpoints`).
    """
    from scipy import sparse
    from sklearn.preprocessing import OneHotEncoder
    from sklearn.tree import DecisionTreeClassifier

    features = list(features)
    y_train = train[target].astype(str).to_numpy()
    y_test = test[target].astype(str).to_numpy()
    if not features:
        return float(np.mean(y_test != pd.Series(y_train).mode().iloc[0]))
    categorical = [f for f in features if f not in set(numeric)]
    numbers = [f for f in features if f in set(numeric)]
    blocks_train, blocks_test = [], []
    if categorical:
        encoder = OneHotEncoder(handle_unknown="ignore", sparse_output=True)
        blocks_train.append(encoder.fit_transform(train[categorical].astype(str)))
        blocks_test.append(encoder.transform(test[categorical].astype(str)))
    if numbers:
        blocks_train.append(sparse.csr_matrix(train[numbers].to_numpy(dtype=float)))
        blocks_test.append(sparse.csr_matrix(test[numbers].to_numpy(dtype=float)))
    x_train, x_test = sparse.hstack(blocks_train).tocsr(), sparse.hstack(blocks_test).tocsr()
    tree = DecisionTreeClassifier(criterion="entropy", min_samples_leaf=min_samples_leaf, random_state=seed)
    tree.fit(x_train, y_train)
    return float(np.mean(tree.predict(x_test) != y_test))


def interval_midpoints(bounds: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """The number a classifier sees for published numeric nodes: the midpoint of each node's
    ``[low, high)`` (a leaf's bounds are its value twice, so a leaf is its own value)."""
    return bounds[nodes].mean(axis=1)


def published_values(tax: Taxonomy, nodes: np.ndarray, numeric: bool = False) -> np.ndarray:
    """What a classifier sees of a column published as taxonomy ``nodes``: the nodes' labels, or
    (``numeric``, an interval taxonomy) their midpoints, see :func:`interval_midpoints`."""
    if numeric:
        if tax.bounds is None:
            raise ValueError(f"'{tax.attribute}' is no interval taxonomy: its nodes have no midpoints")
        return interval_midpoints(tax.bounds, nodes)
    return np.asarray(tax.labels, dtype=object)[nodes]


class SplitOptions(MeasureOptions):
    """Both splits in the problem's table: rows whose ``column`` is ``train`` / ``test``."""

    column: str = Field(min_length=1, description="the table column naming each record's split")
    train: str = Field("train", description="the value marking training records")
    test: str = Field("test", description="the value marking test records")

    @model_validator(mode="after")
    def _distinct(self) -> SplitOptions:
        if self.train == self.test:
            raise ValueError(f"split.train and split.test are both '{self.train}'")
        return self


class ClassificationErrorOptions(MeasureOptions):
    """See the module doc; exactly one of ``test`` and ``split``."""

    test: str | None = Field(None, description="test-split data file, relative to the sweep file")
    split: SplitOptions | None = Field(None, description="the table's own train/test column")
    features: list[str] | None = Field(None, description="default: the published quasi-identifiers")
    numeric: list[str] | None = Field(None, description="features passed as numbers; default: interval taxonomies")
    references: dict[str, list[str] | Literal["all"]] = Field(
        default_factory=dict, description="name -> features removed (or 'all'), on the unmodified data"
    )
    min_samples_leaf: int = Field(MIN_SAMPLES_LEAF, ge=1, description="the tree's smallest leaf")
    also_min_samples_leaf: list[int] = Field(
        default_factory=list, description="other smallest leaves: E and the references again, per leaf size"
    )

    @model_validator(mode="after")
    def _one_source(self) -> ClassificationErrorOptions:
        if (self.test is None) == (self.split is None):
            raise ValueError(
                "give exactly one of 'test' (a test-split file) and 'split' (a column of the table holding both splits)"
            )
        for name in self.references:
            if not name:
                raise ValueError("a reference needs a name")
        others = self.also_min_samples_leaf
        if any(m < 1 for m in others):
            raise ValueError("also_min_samples_leaf takes leaf sizes >= 1")
        if len(set(others)) != len(others) or self.min_samples_leaf in others:
            raise ValueError(
                f"also_min_samples_leaf {others} repeats a leaf size (min_samples_leaf is {self.min_samples_leaf})"
            )
        return self


def _setting_columns(prefix: str, options: ClassificationErrorOptions) -> list[str]:
    return [prefix, *(f"{prefix}:{name}" for name in options.references)]


def plot_columns(options: ClassificationErrorOptions) -> list[str]:
    """The main setting's E and references (drawn on the measure's plot)."""
    return _setting_columns(HEADLINE, options)


def columns(options: ClassificationErrorOptions) -> list[str]:
    out = plot_columns(options)
    for leaf in options.also_min_samples_leaf:
        out += _setting_columns(f"{HEADLINE}@leaf={leaf}", options)
    return out


# ------------------------------------------------------------------ what the classifier sees
def _values(problem: Problem, attr: str, nodes: np.ndarray | None, numeric: bool) -> np.ndarray:
    """``attr`` of every row of ``problem`` as the classifier sees it: published as ``nodes`` of its
    taxonomy, or (None) as it is (its leaf, or the raw cell of a column without taxonomy)."""
    if attr in problem.taxonomies:
        return published_values(problem.taxonomies[attr], problem.codes[attr] if nodes is None else nodes, numeric)
    column = problem.table[attr]
    if not numeric:
        return column.astype(str).to_numpy(dtype=object)
    numbers = pd.to_numeric(column, errors="coerce")
    if numbers.isna().any():
        raise ValueError(f"{NAME}: numeric feature '{attr}' holds a non-number: {column[numbers.isna()].iloc[0]!r}")
    return numbers.to_numpy(dtype=float)


def _frame(problem: Problem, features: list[str], numeric: set[str], nodes: dict[str, np.ndarray]) -> pd.DataFrame:
    """The features (``nodes`` for the generalized ones, the rest as they are) and the class."""
    out = {a: _values(problem, a, nodes.get(a), a in numeric) for a in features}
    target = _class_attribute(problem)
    out[target] = problem.table[target].astype(str).to_numpy(dtype=object)
    return pd.DataFrame(out)


def _deepest_interval(tax: Taxonomy, value: float) -> int:
    """The deepest inner node of an interval taxonomy whose [low, high) holds ``value`` (the top
    interval of every level is closed), -1 when none does."""
    assert tax.bounds is not None  # apply_cut calls it for interval taxonomies only
    low, high = tax.bounds[:, 0], tax.bounds[:, 1]
    top = high[tax.root]
    inner = tax.leaf_count > 1
    inner[tax.root] = True
    inside = inner & (low <= value) & ((value < high) | ((value == high) & (high == top)))
    found = np.flatnonzero(inside)
    return int(found[np.argmax(tax.depth[found])]) if len(found) else -1


def apply_cut(tax: Taxonomy, cut: list[int], labels: np.ndarray, numeric: bool) -> np.ndarray:
    """Values ``labels`` (leaf labels of other records, e.g. a test split) as the classifier sees them
    once generalized by ``cut`` of ``tax``: each as the cut node above its leaf; a value ``tax`` does not
    know as the cut node above the deepest interval holding it (numbers), as the root when the cut is
    the root (categorical), else as itself."""
    mapping = cut_map(tax, cut)
    distinct, inverse = np.unique(np.asarray(labels, dtype=str), return_inverse=True)
    nodes = np.full(len(distinct), -1, dtype=np.int64)
    for i, label in enumerate(distinct):
        node = tax.index.get(label)
        if node is not None and tax.is_leaf(node):
            nodes[i] = mapping[node]
        elif tax.is_numeric:
            inner = _deepest_interval(tax, float(label))
            nodes[i] = mapping[inner] if inner >= 0 else -1
        elif tax.root in cut:
            nodes[i] = tax.root
    known = nodes >= 0
    if numeric:
        values = np.array([float(x) for x in distinct]) if not known.all() else np.zeros(len(distinct))
        values[known] = published_values(tax, nodes[known], True)
    else:
        values = distinct.astype(object)
        values[known] = published_values(tax, nodes[known])
    return values[inverse.ravel()]


# ------------------------------------------------------------------ the test split (option 'test')
_TEST_PROBLEMS: dict[tuple, Problem] = {}  # per process: (file, its stat, the spec) -> test problem
_REFERENCES: dict[tuple, float] = {}  # per process: (data digest, features, options) -> error


def _remember(cache: dict, key: tuple, value, size: int):
    """Store ``value``, dropping the oldest entry beyond ``size``."""
    if len(cache) >= size:
        cache.pop(next(iter(cache)))
    cache[key] = value
    return value


def load_test_split(ctx: MeasureContext, relative: str) -> Problem:
    """The cell's spec (roles, taxonomies, data format) over the test-split file ``relative`` (to
    ``ctx.base_dir``), as a single-release problem without requirements that could not hold on it."""
    path = (ctx.base_dir / relative).resolve()
    if not path.exists():
        raise ValueError(f"{NAME}: test split not found: {path}")
    spec = ctx.spec
    fields = spec.data.model_dump()
    for other_source in ("rows", "columns", "parts", "part_column"):
        fields.pop(other_source, None)
    fields.update(path=str(path), format=spec.data.format if spec.data.path is not None else None)
    data = type(spec.data).model_validate(fields)
    spec = spec.model_copy(
        update={
            "data": data,
            "problem": SingleProblemSpec(),
            "requirements": [KAnonymitySpec(kind="k-anonymity", k=1)],
            "objective": "LM",
        }
    )
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size, str(ctx.source.path), spec.model_dump_json())
    if key in _TEST_PROBLEMS:
        return _TEST_PROBLEMS[key]
    try:
        problem = build_problem(spec, ctx.source)
    except SpecError as exc:
        raise ValueError(f"{NAME}: the test split {path} does not fit the spec: {exc}") from None
    return _remember(_TEST_PROBLEMS, key, problem, 4)


def _test_frames(
    ctx: MeasureContext, options: ClassificationErrorOptions, features: list[str], numeric: set[str]
) -> tuple[Problem, pd.DataFrame]:
    """The test problem and its records generalized by the solution's cuts."""
    problem, solution = ctx.problem, ctx.solution
    assert solution.generalized is not None and options.test is not None  # compute() has checked both
    generalized = [a for a in features if a in solution.generalized]
    if generalized and solution.cuts is None:
        raise ValueError(
            f"{NAME}: the solution of '{solution.solver}' has no cuts (a cell generalization "
            f"maps records, not values), so it cannot be applied to the test split "
            f"'{options.test}'; use a cut-model solver, or 'split' with a table holding both splits"
        )
    cuts = {} if solution.cuts is None else solution.cuts  # None only when no feature is generalized
    target = _class_attribute(problem)
    test = load_test_split(ctx, options.test)
    for attr in [*features, target]:
        if attr not in test.table.columns:
            raise ValueError(f"{NAME}: the test split '{options.test}' has no column '{attr}'")
    frame = _frame(test, [a for a in features if a not in generalized], numeric, {})
    for attr in generalized:
        if attr not in cuts:
            raise ValueError(f"{NAME}: the solution of '{solution.solver}' has no cut for '{attr}'")
        labels = (
            np.asarray(test.taxonomies[attr].labels, dtype=object)[test.codes[attr]]
            if attr in test.taxonomies
            else test.table[attr].astype(str).to_numpy(dtype=object)
        )
        frame[attr] = apply_cut(problem.taxonomies[attr], list(cuts[attr]), labels, attr in numeric)
    return test, frame[[*features, target]]


# ------------------------------------------------------------------ the measure
def _class_attribute(problem: Problem) -> str:
    """The column the classifier predicts (roles.class); a problem without one has no classification error."""
    if problem.class_attribute is None:
        raise ValueError(f"{NAME}: '{problem.name}' has no class attribute (roles.class)")
    return problem.class_attribute


def _features(problem: Problem, options: ClassificationErrorOptions) -> tuple[list[str], set[str]]:
    target = _class_attribute(problem)
    published = set(published_columns(problem))
    features = list(options.features) if options.features is not None else list(loss_attributes(problem))
    for attr in features:
        if attr not in problem.table.columns:
            raise ValueError(f"{NAME}: feature '{attr}' is not a column of '{problem.name}'")
        if attr not in published:
            raise ValueError(f"{NAME}: feature '{attr}' is not published by the release of '{problem.name}'")
        if attr == target:
            raise ValueError(f"{NAME}: feature '{attr}' is the class attribute")
    if options.numeric is None:
        numeric = {a for a in features if a in problem.taxonomies and problem.taxonomies[a].is_numeric}
    else:
        numeric = set(options.numeric)
        for attr in options.numeric:
            if attr not in features:
                raise ValueError(f"{NAME}: numeric '{attr}' is not a feature ({', '.join(features)})")
            if attr in problem.taxonomies and not problem.taxonomies[attr].is_numeric:
                raise ValueError(f"{NAME}: numeric '{attr}' has a categorical taxonomy (no interval midpoints)")
    return features, numeric


def _removed(name: str, drop: list[str] | str, features: list[str]) -> set[str]:
    if drop == "all":
        return set(features)
    unknown = [a for a in drop if a not in features]
    if unknown:
        raise ValueError(
            f"{NAME}: reference '{name}' removes {unknown}, which are not features ({', '.join(features)})"
        )
    return set(drop)


def _digest(*frames: pd.DataFrame) -> str:
    h = hashlib.blake2b(digest_size=16)
    for frame in frames:
        h.update(repr((list(frame.columns), frame.shape)).encode())
        h.update(pd.util.hash_pandas_object(frame, index=False).to_numpy().tobytes())
    return h.hexdigest()


def _percent(error: float) -> float:
    return round(100.0 * error, 4)


@register(NAME, options=ClassificationErrorOptions, columns=columns, plot_columns=plot_columns)
def compute(ctx: MeasureContext, options: ClassificationErrorOptions) -> dict[str, float]:
    """Wang-Yu-Chakraborty 2004 section 6.1, Wang-Fung 2006 section 6: the test error (%) of a decision
    tree trained on the generalized training records, and reference errors on the unmodified data
    (again per leaf size of ``also_min_samples_leaf``)."""
    problem, solution = ctx.problem, ctx.solution
    if solution.generalized is None or solution.suppressed is None:
        raise ValueError(f"{NAME}: the solution of '{solution.solver}' has no assignment")
    features, numeric = _features(problem, options)
    removed = {name: _removed(name, drop, features) for name, drop in options.references.items()}
    target = _class_attribute(problem)
    kept = ~np.asarray(solution.suppressed, dtype=bool)
    generalized = {a: np.asarray(solution.generalized[a]) for a in features if a in solution.generalized}
    if options.split is not None:
        split = options.split
        if split.column not in problem.table.columns:
            raise ValueError(f"{NAME}: split column '{split.column}' is not a column of '{problem.name}'")
        column = problem.table[split.column].astype(str).str.strip().to_numpy()
        is_train, is_test = column == split.train, column == split.test
        if not is_train.any() or not is_test.any():
            raise ValueError(
                f"{NAME}: split column '{split.column}' holds {int(is_train.sum())} '{split.train}' "
                f"and {int(is_test.sum())} '{split.test}' records; both splits need records"
            )
        # a suppressed test record is tested with every generalized feature at its root
        nodes = {a: np.where(kept, v, problem.taxonomies[a].root) for a, v in generalized.items()}
        frame = _frame(problem, features, numeric, nodes)
        train, test = frame[is_train & kept], frame[is_test]
        raw_train = raw_test = None
        if removed:
            raw = _frame(problem, features, numeric, {})
            raw_train, raw_test = raw[is_train], raw[is_test]
    else:
        test_split, test = _test_frames(ctx, options, features, numeric)
        train = _frame(problem, features, numeric, generalized)[kept]
        raw_train = raw_test = None
        if removed:
            raw_train = _frame(problem, features, numeric, {})
            raw_test = _frame(test_split, features, numeric, {})
    if len(train) == 0:
        raise ValueError(f"{NAME}: no training record is published (all are suppressed)")
    data = _digest(raw_train, raw_test) if removed else ""
    out: dict[str, float] = {}
    settings = [
        (HEADLINE, options.min_samples_leaf),
        *((f"{HEADLINE}@leaf={leaf}", leaf) for leaf in options.also_min_samples_leaf),
    ]
    for prefix, leaf in settings:
        out[prefix] = _percent(
            decision_tree_error(
                train, test, features, target, seed=ctx.seed, min_samples_leaf=leaf, numeric=sorted(numeric)
            )
        )
        for name, drop in removed.items():
            rest = [a for a in features if a not in drop]
            key = (data, tuple(rest), tuple(sorted(numeric & set(rest))), leaf, ctx.seed)
            if key not in _REFERENCES:
                _remember(
                    _REFERENCES,
                    key,
                    decision_tree_error(
                        raw_train,
                        raw_test,
                        rest,
                        target,
                        seed=ctx.seed,
                        min_samples_leaf=leaf,
                        numeric=sorted(numeric & set(rest)),
                    ),
                    4096,
                )
            out[f"{prefix}:{name}"] = _percent(_REFERENCES[key])
    return out
