"""``linkability._sorted_sums`` (the verifier's group-by of the multisets S(a)) equals a pandas group-by
with sorted keys, on the packed-key path and on the ``np.lexsort`` path (key ranges past int64)."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from seqanon_opt.privacy.linkability import _sorted_sums


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(
    n=st.integers(0, 40),
    n_cols=st.integers(1, 4),
    wide=st.booleans(),
    seed=st.integers(0, 2**16),
    integer=st.booleans(),
)
def test_sorted_sums_equal_a_sorted_group_by(n, n_cols, wide, seed, integer):
    rng = np.random.default_rng(seed)
    span = 2**40 if wide else 4  # wide: the product of the key ranges passes 2**62 from two columns on
    keys = rng.integers(-1, span, size=(n, n_cols)).astype(np.int64)
    keys[: n // 2] = keys[n - n // 2 :][: n // 2]  # repeated rows
    values = rng.integers(1, 9, n) if integer else rng.random(n)
    distinct, sums = _sorted_sums(keys, values)
    frame = pd.DataFrame(keys, columns=[f"k{j}" for j in range(n_cols)]).assign(v=values)
    expected = frame.groupby([f"k{j}" for j in range(n_cols)], sort=True)["v"].sum().reset_index()
    assert np.array_equal(distinct, expected.iloc[:, :-1].to_numpy().reshape(-1, n_cols))
    assert sums.dtype == values.dtype
    assert np.allclose(sums, expected["v"].to_numpy(), rtol=1e-12, atol=0)
