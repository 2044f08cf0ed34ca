"""The shared grouping behind report.json's metrics and risk (issue 17: the report of 10M rows).

:func:`seqanon_opt.metrics.record_losses` groups the records once and computes every metric per
group; :func:`seqanon_opt.privacy.risk.prosecutor_risk` counts classes from cell codes. Each is
checked here against the per-record definitions written out directly (the formulas of
:mod:`seqanon_opt.metrics` applied to every record, pandas ``groupby``), value for value: the
results must be identical, not merely close. The histogram of report.html bins many class sizes.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.data import grouping
from seqanon_opt.data.taxonomy import ancestor_table
from seqanon_opt.metrics import (METRICS, distortion_cell_loss, em_node_loss, group_entropy, group_ids,
                                 ileft_node, ileft_tuple, lm_node_loss, record_loss, record_losses)
from seqanon_opt.metrics.groups import discernibility_record_loss
from seqanon_opt.privacy.risk import DEFAULT_THRESHOLD, class_counts, class_ids, prosecutor_risk
from seqanon_opt.report_html import MAX_HISTOGRAM_BARS, _charts, size_bins


# ----------------------------------------------------------------- grouping primitives
@pytest.mark.parametrize("dense_limit, key_limit", [(1 << 25, 1 << 62), (1, 1 << 62), (1, 4)])
def test_group_rows_partitions_like_row_ids(monkeypatch, dense_limit, key_limit):
    """Dense counting, hashing of packed keys and the densified-key path give the same partition."""
    monkeypatch.setattr(grouping, "_DENSE_LIMIT", dense_limit)
    monkeypatch.setattr(grouping, "_LIMIT", key_limit)
    rng = np.random.default_rng(7)
    for trial in range(60):
        n = int(rng.integers(1, 80))
        radices = [int(r) for r in rng.integers(1, 7, int(rng.integers(1, 5)))]
        columns = [rng.integers(0, r, n).astype(np.int8 if trial % 2 else np.int64) for r in radices]
        fill = (rng.random(n) < 0.3, [int(rng.integers(0, r)) for r in radices]) if trial % 3 else None
        seen = columns if fill is None else [np.where(fill[0], v, c) for c, v in zip(columns, fill[1])]
        ids, sizes, values = grouping.group_rows(columns, radices, n, fill=fill)
        reference = grouping.row_ids(seen, radices, n)
        assert len(sizes) == reference.max() + 1
        assert len({(a, b) for a, b in zip(ids.tolist(), reference.tolist())}) == len(sizes)  # a bijection
        assert np.array_equal(np.bincount(ids, minlength=len(sizes)), sizes)
        for col, per_group in zip(seen, values):
            assert np.array_equal(per_group[ids], col)
        assert sorted(grouping.group_sizes(seen, radices, n)) == sorted(sizes)


def test_group_rows_of_nothing():
    ids, sizes, values = grouping.group_rows([np.zeros(0, np.int64)], [3])
    assert len(ids) == len(sizes) == len(values[0]) == 0
    ids, sizes, values = grouping.group_rows([], [], n=4)  # no column: one group of every row
    assert ids.tolist() == [0, 0, 0, 0] and sizes.tolist() == [4] and values == []


def _mixed_frame(rng: np.random.Generator, n: int) -> pd.DataFrame:
    texts = np.array(["a", "b", "c", "a "], dtype=object)
    cells = texts[rng.integers(0, 4, n)]
    cells[rng.random(n) < 0.15] = None
    return pd.DataFrame({
        "object": pd.Series(cells, dtype=object),
        "string": pd.Series(texts[rng.integers(0, 4, n)], dtype="str"),
        "categorical": pd.Categorical(cells, categories=["unused", "c", "b", "a", "a "]),
        "number": rng.integers(0, 3, n)})


def test_class_ids_number_classes_as_pandas_groupby():
    """Codes of Categoricals (missing cells, unused categories) and hashed values of other columns
    give the classes and the numbering of ``groupby(sort=False, dropna=False).ngroup()``."""
    rng = np.random.default_rng(3)
    for n in (1, 2, 17, 300):
        frame = _mixed_frame(rng, n)
        for columns in (["object"], ["categorical"], ["string", "number"], list(frame.columns)):
            expected = frame.groupby(columns, sort=False, dropna=False).ngroup().to_numpy()
            assert np.array_equal(class_ids(frame, columns), expected)
            assert sorted(class_counts(frame, columns)) == sorted(np.bincount(expected))
    assert class_counts(frame.iloc[:0], ["object"]).tolist() == []
    assert class_counts(frame, []).tolist() == [len(frame)]


def _prosecutor_per_record(frame: pd.DataFrame, columns: list[str], threshold: float) -> dict:
    """The prosecutor figures from every record's risk 1/f_j (El Emam 2013), written out."""
    ids = frame.groupby(columns, sort=False, dropna=False).ngroup().to_numpy()
    f = np.bincount(ids)
    risk = 1.0 / f[ids]
    at_risk = int((risk > threshold).sum())
    sizes, classes = np.unique(f, return_counts=True)
    return {"records": len(frame), "classes": len(f), "threshold": threshold, "highest": float(risk.max()),
            "average": len(f) / len(frame), "lowest": float(risk.min()), "records_at_risk": at_risk,
            "share_at_risk": at_risk / len(frame),
            "class_sizes": [{"size": int(s), "classes": int(c), "records": int(s * c)}
                            for s, c in zip(sizes, classes)]}


@pytest.mark.parametrize("threshold", [DEFAULT_THRESHOLD, 0.05, 1.0])
def test_prosecutor_risk_from_class_counts_equals_per_record_figures(threshold):
    rng = np.random.default_rng(11)
    for n in (1, 5, 40, 500):
        frame = _mixed_frame(rng, n)
        columns = ["categorical", "number"]
        assert prosecutor_risk(frame, columns, threshold) == _prosecutor_per_record(frame, columns, threshold)
    empty = prosecutor_risk(frame.iloc[:0], columns, threshold)
    assert empty["records"] == empty["classes"] == empty["records_at_risk"] == 0
    assert empty["highest"] is None and empty["class_sizes"] == []


# ----------------------------------------------------------------- metrics computed together
def _spec(rows: list[list], uneven: bool, sensitive_tree: bool) -> dict:
    office = ["clerk", {"law": ["lawyer"]}] if uneven else ["clerk", "lawyer"]  # lawyer one level deeper
    taxonomies = {"age": {"intervals": [[20, 25, 30, 35, 40], [20, 30, 40]]},
                  "sex": {"tree": {"*": ["F", "M"]}},
                  "job": {"tree": {"*": {"health": ["nurse", "doctor"], "office": office}}}}
    if sensitive_tree:
        taxonomies["diagnosis"] = {"tree": {"*": {"respiratory": ["flu", "asthma"], "other": ["gastritis"]}}}
    return {"name": "clinic", "data": {"columns": ["id", "age", "sex", "job", "cls", "diagnosis"], "rows": rows},
            "roles": {"quasi_identifiers": ["age", "sex", "job"], "sensitive": "diagnosis", "class": "cls",
                      "key": "id"},
            "taxonomies": taxonomies, "requirements": [{"kind": "k-anonymity", "k": 1}]}


def _rows(rng: np.random.Generator, n: int) -> list[list]:
    ages = [20, 23, 25, 27, 31, 33, 36, 38, 40]
    return [[i + 1, int(rng.choice(ages)), str(rng.choice(["F", "M"])),
             str(rng.choice(["nurse", "doctor", "clerk", "lawyer"])), str(rng.choice(["Y", "N"])),
             str(rng.choice(["flu", "asthma", "gastritis"]))] for i in range(n)]


def _per_record(problem, generalized: dict, suppressed: np.ndarray, metric: str) -> np.ndarray:
    """Each record's loss straight from the definitions (module docstrings of seqanon_opt.metrics),
    record by record over the cells: no group shared between metrics."""
    qis = list(problem.quasi_identifiers)
    cells = qis + ([problem.sensitive] if problem.sensitive in generalized else [])
    nodes = {a: np.where(suppressed, problem.taxonomies[a].root, generalized[a]) for a in cells}
    tax, codes = problem.taxonomies, problem.codes
    if metric == "LM":
        return np.sum([lm_node_loss(tax[a])[nodes[a]] for a in cells], axis=0)
    if metric == "EM":
        return np.sum([em_node_loss(tax[a], codes[a])[nodes[a]] for a in cells], axis=0)
    if metric == "distortion":
        return np.sum([distortion_cell_loss(tax[a], nodes[a], codes[a]) for a in cells], axis=0)
    if metric == "discernibility":
        return discernibility_record_loss({a: generalized[a] for a in qis}, suppressed)
    if metric == "ILeft":
        parts = [ileft_node(tax[a])[nodes[a]] for a in cells]
        return ileft_tuple(parts if len(cells) > len(qis) else parts + [np.ones(len(suppressed))])
    ids, _ = group_ids([nodes[a] for a in qis])
    return group_entropy(ids, problem.table[problem.class_attribute].to_numpy())[ids]


@pytest.mark.parametrize("uneven", [False, True])
@pytest.mark.parametrize("sensitive_tree", [False, True])
def test_record_losses_equal_the_per_record_definitions(make_problem, uneven, sensitive_tree):
    """Random cell generalizations (any ancestor per cell) and suppressions of 1, 2 and 300 records;
    an uneven job tree makes distortion depend on the leaf as well as the node."""
    rng = np.random.default_rng(5 + uneven + 2 * sensitive_tree)
    for n in (1, 2, 300):
        problem = make_problem(_spec(_rows(rng, n), uneven, sensitive_tree))
        attrs = list(problem.quasi_identifiers) + (["diagnosis"] if sensitive_tree else [])
        for share in (0.0, 0.25, 1.0):
            generalized = {}
            for a in attrs:
                steps = ancestor_table(problem.taxonomies[a])
                generalized[a] = steps[problem.codes[a], rng.integers(0, steps.shape[1], n)]
            suppressed = rng.random(n) < share
            together = record_losses(problem, generalized, suppressed, METRICS)
            assert list(together) == list(METRICS)
            for metric in METRICS:
                expected = _per_record(problem, generalized, suppressed, metric)
                assert np.array_equal(together[metric], expected), (metric, n, share)
                assert np.array_equal(record_loss(problem, generalized, suppressed, metric), expected)
            if n == 300 and share == 0.0:  # one group per record pattern: few groups, many records
                assert len(np.unique(together["discernibility"])) > 1


# ----------------------------------------------------------------- report.html's histogram
def test_size_bins_keep_few_sizes_and_bin_many_logarithmically():
    assert size_bins([3, 1, 3, 7]) == [(1, 1), (3, 3), (7, 7)]
    few = list(range(5, 5 + MAX_HISTOGRAM_BARS))
    assert size_bins(few) == [(s, s) for s in few]
    many = [1, 3] + list(range(150, 40_000, 17))  # 2,300 distinct sizes
    bins = size_bins(many)
    assert len(bins) <= MAX_HISTOGRAM_BARS
    assert bins[:5] == [(1, 1), (2, 4), (5, 9), (10, 19), (20, 49)] and bins[-1] == (20_000, 49_999)
    assert all(hi + 1 == lo for (_, hi), (lo, _) in zip(bins, bins[1:]))  # contiguous, no overlap
    for size in many:
        assert sum(lo <= size <= hi for lo, hi in bins) == 1


def test_histogram_of_thousands_of_sizes_draws_binned_bars():
    """2,580 distinct class sizes (a 10M-row input) become at most MAX_HISTOGRAM_BARS bars per series,
    and each bar's records are the sum over its sizes."""
    rows = [{"size": s, "classes": 1 + s % 3, "records": s * (1 + s % 3)} for s in range(1, 2581)]
    risk = {"input": {"class_sizes": rows}, "release": {"class_sizes": rows[150:]}}
    _, svg, _ = _charts({}, risk)
    bars = svg.count('<g id="patch_')
    assert 2 * 12 <= bars <= 2 * MAX_HISTOGRAM_BARS + 10  # + background, axes frame, legend
    assert "logarithmic bins" in svg and "1000–1999" in svg
    # the bar of 1000-1999 holds the records of those sizes: its height is the largest of the chart
    bins = size_bins([r["size"] for r in rows])
    per_bin = [sum(r["records"] for r in rows if lo <= r["size"] <= hi) for lo, hi in bins]
    assert bins[int(np.argmax(per_bin))] == (1000, 1999)
