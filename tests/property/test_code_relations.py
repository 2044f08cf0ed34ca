"""The verifier's numpy relational steps (seqanon_opt.privacy.code_relations) equal pandas' merge, group-by
and drop_duplicates, rows and order, on random integer relations (duplicates, empty sides, absent keys)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.privacy.code_relations import concat, count_by, cross, distinct, join, select, sum_by

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def relation(names: list[str], values: int = 4, max_rows: int = 12):
    """A relation of small non-negative integer columns ``names`` (values below ``values``)."""
    return st.integers(0, max_rows).flatmap(
        lambda n: st.fixed_dictionaries(
            {c: st.lists(st.integers(0, values - 1), min_size=n, max_size=n).map(np.array) for c in names}
        )
    )


def frame(rel) -> pd.DataFrame:
    return pd.DataFrame({c: np.asarray(v, dtype=np.int64) for c, v in rel.items()})


def same(rel, expected: pd.DataFrame) -> None:
    """``rel`` holds ``expected``'s rows in ``expected``'s order."""
    got = frame(rel)[list(expected.columns)]
    pd.testing.assert_frame_equal(got.reset_index(drop=True), expected.astype(np.int64).reset_index(drop=True))


@SETTINGS
@given(relation(["a", "b", "v"]))
def test_distinct_sum_and_count_equal_pandas(rel):
    df = frame(rel)
    same(distinct(rel, ["a", "b"]), df[["a", "b"]].drop_duplicates())
    same(sum_by(rel, ["b", "a"], "v"), df.groupby(["b", "a"], sort=False)["v"].sum().reset_index())
    same(count_by(rel, ["a"], "n"), df.groupby(["a"], sort=False).size().rename("n").reset_index())


@SETTINGS
@given(relation(["k", "j", "x"]), relation(["k", "j", "y"]), st.booleans())
def test_join_equals_an_inner_merge(left, right, two_keys):
    on = ["k", "j"] if two_keys else ["k"]
    if not two_keys:
        right = {c: v for c, v in right.items() if c != "j"} | {"z": right["j"]}
    same(join(left, right, on), frame(left).merge(frame(right), on=on))


@SETTINGS
@given(relation(["a", "x"]), relation(["b", "y"]))
def test_join_on_differently_named_keys_keeps_both(left, right):
    expected = frame(left).merge(frame(right), left_on=["a"], right_on=["b"])
    same(join(left, right, ["a"], ["b"]), expected)


@SETTINGS
@given(relation(["a", "x"], max_rows=5), relation(["b"], max_rows=5))
def test_cross_select_and_concat_equal_pandas(left, right):
    both = cross(left, right)
    same(both, frame(left).merge(frame(right), how="cross"))
    mask = both["a"] >= both["b"]
    same(select(both, mask), frame(both)[mask])
    same(concat(both, left | {"b": left["a"]}), pd.concat([frame(both), frame(left).assign(b=left["a"])]))


def test_a_column_on_both_sides_is_refused():
    rel = {"k": np.array([0]), "x": np.array([1])}
    with pytest.raises(ValueError, match="on both sides"):
        join(rel, rel, ["k"])
