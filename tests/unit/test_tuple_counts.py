"""The tuple table of a table, in process and on a Dask cluster: the same counts as a pandas group-by."""

from __future__ import annotations

import hypothesis.strategies as st
import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings

from seqanon_opt.data.tuple_table import tuple_counts

VALUES = st.sampled_from(["a", " a", "b ", "?", "", "10", "9", "x,y", "é"])


@st.composite
def tables(draw):
    n = draw(st.integers(0, 40))
    names = ["p", "q", "r"][:draw(st.integers(1, 3))]
    return pd.DataFrame({c: draw(st.lists(VALUES, min_size=n, max_size=n)) for c in names}), names


def reference(frame: pd.DataFrame, columns: list[str], missing: list[str]) -> pd.DataFrame:
    """Strip, drop records with a marker, count per tuple, sorted by the texts: a plain pandas group-by."""
    text = frame[columns].apply(lambda col: col.astype(str).str.strip())
    kept = text[~text.isin(missing).any(axis=1)] if missing else text
    counts = kept.groupby(columns, sort=True).size().rename("count").reset_index()
    return counts


@settings(max_examples=200, deadline=None)
@given(tables(), st.sampled_from([[], ["?"], ["?", ""]]))
def test_counts_equal_a_pandas_group_by(table, missing):
    frame, columns = table
    counts = tuple_counts(frame, columns, missing)
    expected = reference(frame, columns, missing)
    got = counts.frame()
    assert got[columns].astype(str).values.tolist() == expected[columns].values.tolist()
    assert got["count"].tolist() == expected["count"].tolist()
    assert counts.n_records + counts.dropped == len(frame)


DASK_CHECK = """
import sys
import numpy as np, pandas as pd
import dask.dataframe as dd
import distributed
from seqanon_opt.data.tuple_table import tuple_counts, tuple_counts_dask

folder = sys.argv[1]
frame = pd.concat([pd.read_parquet(f"{folder}/part-{i}.parquet") for i in range(6)], ignore_index=True)
columns = ["age", "sex", "zip"]
local = tuple_counts(frame, columns, ["?"])
if __name__ == "__main__":
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, protocol="tcp://",
                                  memory_limit="512MiB", dashboard_address=None) as cluster, \
            distributed.Client(cluster):
        assert cluster.scheduler_address.startswith("tcp://"), cluster.scheduler_address
        remote = tuple_counts_dask(dd.read_parquet(folder), columns, ["?"], split_every=2)
    assert remote.frame().equals(local.frame()), "counts differ"
    assert remote.dropped == local.dropped > 0, (remote.dropped, local.dropped)
    assert remote.n_records + remote.dropped == len(frame)
    print("same", remote.n_tuples, remote.dropped)
"""


def test_a_dask_cluster_gives_the_same_counts_from_a_parquet_dataset(tmp_path):
    """Two worker processes on TCP with 512 MiB each; run in a fresh interpreter, so that no cluster
    thread outlives it inside the test process (an in-process cluster hung pytest-xdist's teardown)."""
    import subprocess
    import sys

    pytest.importorskip("dask.dataframe")
    pytest.importorskip("distributed")
    rng = np.random.default_rng(3)
    n = 60_000
    frame = pd.DataFrame({"age": rng.integers(17, 91, n).astype(str),
                          "sex": rng.choice(["Male", " Female", "?"], n, p=[0.5, 0.49, 0.01]),
                          "zip": rng.choice([f"1{i:04d}" for i in range(300)], n),
                          "income": rng.choice(["<=50K", ">50K"], n)})
    folder = tmp_path / "table"
    folder.mkdir()
    for i, start in enumerate(range(0, n, n // 6)):  # a dataset of 6 partition files
        frame.iloc[start:start + n // 6].to_parquet(folder / f"part-{i}.parquet", index=False)
    script = tmp_path / "check.py"
    script.write_text(DASK_CHECK)
    proc = subprocess.run([sys.executable, str(script), str(folder)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.startswith("same ")


@settings(max_examples=60, deadline=None)
@given(tables(), st.sampled_from([[], ["?"]]), st.booleans())
def test_counting_with_expected_dictionaries_gives_the_same_counts(table, missing, complete):
    """One pass with the dictionaries known in advance equals the two passes; a value outside them (when
    not ``complete``) sends the count back to two passes, with the same result."""
    dd = pytest.importorskip("dask.dataframe")
    import dask

    from seqanon_opt.data.tuple_table import tuple_counts_dask
    frame, columns = table
    ddf = dd.from_pandas(frame, npartitions=3)
    with dask.config.set(scheduler="sync"):
        plain = tuple_counts_dask(ddf, columns, missing)
        expected = {c: np.append(plain.dictionaries[c], "zz-unused") for c in columns}
        if not complete and len(plain.dictionaries[columns[0]]):
            expected[columns[0]] = expected[columns[0]][1:]  # one value the data holds is not expected
        given_ = tuple_counts_dask(ddf, columns, missing, expected=expected)
    got, want = given_.frame(), plain.frame()
    assert got.astype(str).values.tolist() == want.astype(str).values.tolist()
    assert given_.dropped == plain.dropped and given_.partition_records == plain.partition_records


@settings(max_examples=100, deadline=None)
@given(tables(), st.sampled_from([[], ["?"]]))
def test_each_record_finds_the_tuple_it_was_counted_in(table, missing):
    from seqanon_opt.data.tuple_table import TupleIndex, locate
    frame, columns = table
    counts = tuple_counts(frame, columns, missing)
    kept, tuple_of_record = locate(frame, TupleIndex.of(counts), missing)
    texts = counts.frame()[columns].astype(str).to_numpy()
    stripped = frame[columns].astype(str).apply(lambda col: col.str.strip()).to_numpy()[kept]
    assert (tuple_of_record >= 0).all()
    assert (texts[tuple_of_record] == stripped).all() if len(stripped) else True
    assert np.array_equal(np.bincount(tuple_of_record, minlength=counts.n_tuples), counts.weight)
    if len(frame):  # a value no tuple holds finds none
        other = frame.copy()
        other[columns[0]] = "never-counted"
        _, none = locate(other, TupleIndex.of(counts), missing)
        assert (none == -1).all()
