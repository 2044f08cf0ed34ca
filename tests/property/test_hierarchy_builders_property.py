"""Every built hierarchy is a tree over the column's values whose levels nest, and survives the writers.

For random columns: the taxonomy constructs (one root, every node below it,
no label twice), its leaves are exactly the column's distinct values, each
level's label of a value is an ancestor of the finer level's label (nesting),
and writing to ARX CSV / the nested tree form and reading back gives the
same labelled tree.
"""

from __future__ import annotations

import itertools

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.hierarchy_builders import (
    HierarchyError,
    arx_rows,
    date_hierarchy,
    interval_hierarchy,
    mapping_hierarchy,
    mask_hierarchy,
    same_tree,
    to_arx_csv,
    to_tree,
)
from seqanon_opt.data.taxonomy import is_ancestor, taxonomy_from_nested
from seqanon_opt.data.taxonomy_io import read_arx_hierarchy

SETTINGS = settings(max_examples=60, derandomize=True, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


def check(tax, column: pd.Series, tmp_path) -> None:
    distinct = set(column.astype(str).str.strip())
    assert {tax.labels[v] for v in tax.leaves} == distinct
    assert tax.labels[tax.root] == "*"
    rows = arx_rows(tax)
    assert len({len(r) for r in rows}) == 1 and {r[-1] for r in rows} == {"*"}
    for row in rows:  # every level nests: each label is an ancestor-or-self of the finer one
        ids = [tax.node(x) for x in row]
        assert all(is_ancestor(tax, hi, lo) for lo, hi in itertools.pairwise(ids))
    path = tmp_path / "h.csv"
    path.write_text(to_arx_csv(tax))
    back, _ = read_arx_hierarchy(path, tax.attribute)
    assert same_tree(back, tax)
    assert same_tree(taxonomy_from_nested(tax.attribute, to_tree(tax)), tax)


numbers = st.lists(st.one_of(st.integers(-50, 200).map(str),
                             st.decimals(-50, 200, places=1, allow_nan=False).map(str)), min_size=1, max_size=25)


@SETTINGS
@given(values=numbers, widths=st.lists(st.sampled_from([1, 2, 3]), min_size=1, max_size=3),
       base=st.sampled_from([0.5, 1, 5, 10]))
def test_width_intervals(tmp_path, values, widths, base):
    w, ws = base, []
    for m in widths:
        w *= m
        ws.append(w)
    column = pd.Series(values, name="age")
    check(interval_hierarchy(column, widths=ws), column, tmp_path)


@SETTINGS
@given(values=numbers, counts=st.lists(st.sampled_from([2, 3]), min_size=1, max_size=3))
def test_quantile_intervals(tmp_path, values, counts):
    qs, q = [], 1
    for m in counts:
        q *= m
        qs.insert(0, q)
    column = pd.Series(values, name="age")
    check(interval_hierarchy(column, quantiles=qs), column, tmp_path)


@SETTINGS
@given(values=numbers, points=st.sets(st.integers(-49, 199), max_size=8), data=st.data())
def test_given_cuts(tmp_path, values, points, data):
    finest = sorted(points | {-50, 201})
    coarser = sorted(set(data.draw(st.lists(st.sampled_from(finest)))) | {-50, 201})
    column = pd.Series(values, name="age")
    check(interval_hierarchy(column, cuts=[finest, coarser]), column, tmp_path)


@SETTINGS
@given(values=st.lists(st.text("0123456789AB", min_size=1, max_size=6), min_size=1, max_size=25),
       levels=st.integers(1, 7))
def test_masking(tmp_path, values, levels):
    column = pd.Series(values, name="zip")
    check(mask_hierarchy(column, levels), column, tmp_path)


@SETTINGS
@given(days=st.lists(st.dates(), min_size=1, max_size=25))
def test_dates(tmp_path, days):
    column = pd.Series([d.isoformat() for d in days], name="day")
    check(date_hierarchy(column), column, tmp_path)


@SETTINGS
@given(values=st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=25),
       groups=st.lists(st.sampled_from("XYZ"), min_size=8, max_size=8),
       tops=st.lists(st.sampled_from("PQ"), min_size=3, max_size=3))
def test_mapping(tmp_path, values, groups, tops):
    top = dict(zip("XYZ", tops))
    mapping = pd.DataFrame({"value": list("abcdefgh"), "group": groups, "top": [top[g] for g in groups]})
    column = pd.Series(values, name="job")
    check(mapping_hierarchy(column, mapping), column, tmp_path)


@SETTINGS
@given(values=numbers, finest=st.sets(st.integers(-49, 199), min_size=1, max_size=6),
       extra=st.integers(-49, 199))
def test_cuts_that_do_not_nest_are_refused(values, finest, extra):
    finest = sorted(finest - {extra} | {-50, 201})
    try:
        interval_hierarchy(pd.Series(values), cuts=[finest, [-50, extra, 201]])
    except HierarchyError as exc:
        assert "do not nest" in str(exc)
    else:
        raise AssertionError("non-nesting cut points were accepted")
