"""The fast CSV writer writes exactly the bytes pandas writes (DataFrame.to_csv(index=False))."""

from __future__ import annotations

import hypothesis.strategies as st
import numpy as np
import pandas as pd
from hypothesis import given, settings

from seqanon_opt.data import csv_write

TEXT = st.text(alphabet=st.sampled_from(list('ab ,;|\t"\n\r*é[]()0123456789')), max_size=6)


@st.composite
def frames(draw):
    n_columns = draw(st.integers(1, 4))
    n_rows = draw(st.integers(0, 30))
    names = draw(st.lists(TEXT.filter(bool), min_size=n_columns, max_size=n_columns, unique=True))
    columns = {}
    for name in names:
        pool = draw(st.lists(TEXT, min_size=1, max_size=5))
        cells = [pool[i] for i in draw(st.lists(st.integers(0, len(pool) - 1), min_size=n_rows, max_size=n_rows))]
        column = pd.Series(cells, dtype=object)
        columns[name] = column.astype("category") if draw(st.booleans()) else column
    return pd.DataFrame(columns, index=pd.RangeIndex(n_rows))


@settings(max_examples=300, deadline=None)
@given(frames(), st.sampled_from([",", ";", "\t", "|"]), st.integers(1, 7))
def test_bytes_equal_pandas(tmp_path_factory, frame, separator, block):
    folder = tmp_path_factory.mktemp("csv")
    csv_write.BLOCK_ROWS, saved = block, csv_write.BLOCK_ROWS  # several blocks on small tables too
    try:
        csv_write.write_csv(frame, folder / "fast.csv", separator)
    finally:
        csv_write.BLOCK_ROWS = saved
    frame.to_csv(folder / "pandas.csv", index=False, sep=separator)
    assert (folder / "fast.csv").read_bytes() == (folder / "pandas.csv").read_bytes()


def test_a_large_categorical_table_round_trips(tmp_path):
    rng = np.random.default_rng(0)
    labels = ["[20, 30)", "a,b", 'say "x"', "*", "", "zé"]
    frame = pd.DataFrame({c: pd.Categorical.from_codes(rng.integers(0, len(labels), 50_000), categories=labels)
                          for c in ("x", "y", "z")})
    csv_write.write_csv(frame, tmp_path / "fast.csv")
    back = pd.read_csv(tmp_path / "fast.csv", dtype=str, keep_default_na=False)
    assert back.equals(frame.astype(str))
