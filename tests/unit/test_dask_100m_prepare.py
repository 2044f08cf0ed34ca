"""The data of `seqanon bench dask-100m` (seqanon_opt/bench/dask_100m.py), on a few thousand rows."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from seqanon_opt.bench import dask_100m
from seqanon_opt.spec import load_spec
from tests.helpers import shared_data

ROWS, PARTITION = 3_500, 1_000


def parts(files: dict[str, Path]) -> list[Path]:
    return sorted(files["data"].glob("part-*.parquet"))


def read(files: dict[str, Path]) -> pd.DataFrame:
    return pd.concat([pq.read_table(p).to_pandas() for p in parts(files)], ignore_index=True)


@given(rows=st.integers(1, 10_000), partition_rows=st.integers(1, 3_000))
@settings(max_examples=50, deadline=None)
def test_partition_sizes_cover_the_rows(rows, partition_rows):
    sizes = dask_100m.partition_sizes(rows, partition_rows)
    assert sizes.sum() == rows
    assert (sizes[:-1] == partition_rows).all() and 1 <= sizes[-1] <= partition_rows


def check_dataset(files: dict[str, Path], rows: int) -> pd.DataFrame:
    """Several partitions, ``rows`` rows, one schema, dictionary-encoded strings, a spec naming the folder."""
    assert len(parts(files)) == -(-rows // PARTITION) > 1
    schemas = {str(pq.read_schema(p)) for p in parts(files)}
    assert len(schemas) == 1
    assert all(str(pq.read_schema(parts(files)[0]).field(c).type).startswith("dictionary")
               for c in pq.read_schema(parts(files)[0]).names)
    assert files["complete"].exists()
    spec, _ = load_spec(files["spec"])
    assert (files["spec"].parent / spec.data.path).resolve() == files["data"].resolve()
    frame = read(files)
    assert len(frame) == rows and not frame.isna().any().any()
    assert pd.read_parquet(files["data"]).shape[0] == rows  # the folder reads as one dataset
    return frame


def same_bytes(a: dict[str, Path], b: dict[str, Path], count: int | None = None) -> bool:
    left, right = parts(a)[:count], parts(b)[:count]
    return len(left) == len(right) and all(x.read_bytes() == y.read_bytes() for x, y in zip(left, right))


def test_sampled_dataset_draws_adult_records_deterministically(tmp_path):
    adult = pd.read_csv(shared_data("adult", "adult.csv"), sep=";", dtype=str, keep_default_na=False)
    files = dask_100m.prepare_sampled(tmp_path / "a", rows=ROWS, partition_rows=PARTITION)
    frame = check_dataset(files, ROWS)
    spec, _ = load_spec(files["spec"])
    assert spec.solver.name == "cpsat-cut" and spec.requirements[0].k == 10 and spec.objective == "LM"
    columns = list(frame.columns)
    assert columns == [*spec.roles.quasi_identifiers, spec.roles.class_attribute]
    known = set(adult[columns].itertuples(index=False, name=None))
    assert set(frame.astype(str).itertuples(index=False, name=None)) <= known
    assert frame.drop_duplicates().shape[0] > ROWS // 2  # drawn, not one record repeated
    again = dask_100m.prepare_sampled(tmp_path / "b", rows=ROWS, partition_rows=PARTITION)
    assert same_bytes(files, again)
    shorter = dask_100m.prepare_sampled(tmp_path / "c", rows=2 * PARTITION, partition_rows=PARTITION)
    assert same_bytes(files, shorter, 2)  # a smaller dataset is a prefix of a larger one
    other = dask_100m.prepare_sampled(tmp_path / "d", rows=ROWS, partition_rows=PARTITION, seed=1)
    assert not same_bytes(files, other)
    qis = list(spec.roles.quasi_identifiers)
    assert dask_100m.distinct_tuples(files["data"], qis) == frame[qis].drop_duplicates().shape[0]
    (tmp_path / "case").mkdir()
    patched, _ = load_spec(dask_100m.case_spec(files, tmp_path / "case", k=663))
    assert patched.requirements[0].k == 663 and Path(patched.data.path) == files["data"].resolve()
    assert dask_100m.case_spec(files, tmp_path / "case", None) == files["spec"].resolve()


def test_enlarged_rows_are_variations_of_their_adult_record(tmp_path):
    shared_data("adult-uci", "adult.data")
    files = dask_100m.prepare_enlarged(tmp_path / "a", rows=ROWS, partition_rows=PARTITION)
    frame = check_dataset(files, ROWS)
    spec, _ = load_spec(files["spec"])
    assert spec.solver.name == "top-down" and spec.requirements[0].k == 150
    source, _, _ = dask_100m.enlarged_source()
    qis = list(spec.roles.quasi_identifiers)
    # row i of partition c comes from record (c * B + i mod B) mod n, B = ceil(P / sigma)
    base = -(-PARTITION // dask_100m.SIGMA)
    position = np.arange(ROWS) % PARTITION
    record = ((np.arange(ROWS) // PARTITION) * base + position % base) % len(source)
    origin = source.iloc[record].reset_index(drop=True)
    changed = (frame[qis].astype(str).to_numpy() != origin[qis].astype(str).to_numpy()).sum(axis=1)
    assert (changed <= dask_100m.RHO).all()
    assert (changed[position < base] == 0).all()  # each partition starts with its original records
    assert (changed > 0).mean() > 0.5  # most variations change something
    target = spec.roles.class_attribute
    assert (frame[target].astype(str).to_numpy() == origin[target].astype(str).to_numpy()).all()
    again = dask_100m.prepare_enlarged(tmp_path / "b", rows=ROWS, partition_rows=PARTITION)
    assert same_bytes(files, again)


def test_a_complete_dataset_is_reused_an_interrupted_one_redone(tmp_path):
    shared_data("adult", "adult.csv")
    files = dask_100m.prepare_sampled(tmp_path, rows=ROWS, partition_rows=PARTITION)
    stamps = [p.stat().st_mtime_ns for p in parts(files)]
    assert [p.stat().st_mtime_ns for p in parts(dask_100m.prepare_sampled(
        tmp_path, rows=ROWS, partition_rows=PARTITION))] == stamps
    reference = [p.read_bytes() for p in parts(files)]
    files["complete"].unlink()
    (files["data"] / "part-00099.parquet").write_bytes(b"left over by an interrupted run")
    dask_100m.prepare_sampled(tmp_path, rows=ROWS, partition_rows=PARTITION)
    assert [p.read_bytes() for p in parts(files)] == reference
    dask_100m.prepare_sampled(tmp_path, rows=2 * ROWS, partition_rows=PARTITION)  # other settings: redone
    assert len(parts(files)) == -(-2 * ROWS // PARTITION)


def test_missing_dask_keywords_give_a_clear_error(tmp_path, monkeypatch):
    from seqanon_opt import api

    def old_anonymize(df, spec, *, out_dir=None, progress=None):
        return None

    monkeypatch.setattr(api, "anonymize", old_anonymize)
    with pytest.raises(RuntimeError, match="engine= and address="):
        dask_100m._anonymize_on_dask(tmp_path / "spec.yaml", tmp_path / "out", None, "tcp://127.0.0.1:1")


def test_local_cluster_reports_each_workers_peak():
    with dask_100m.local_cluster(n_workers=2, memory_limit="1GB") as (address, client):
        assert address.startswith("tcp://127.0.0.1:")
        peaks = dask_100m.worker_peaks_mb(client)
    assert len(peaks) == 2 and all(20 < mb < 1024 for mb in peaks.values())
