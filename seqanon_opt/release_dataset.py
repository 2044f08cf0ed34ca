"""The release of a tuple-table solution written back over a Parquet dataset, partition by partition.

The Dask engine solves on the input's distinct tuples (``Problem.weight``):
its release holds one row per kept tuple. Each worker reads its partitions
again (the counted columns only), finds every record's tuple
(:func:`seqanon_opt.data.tuple_table.locate`, the reading the counting used),
and writes the release rows of the kept records in the order read:
``part-00000.parquet``, ``part-00001.parquet``, ... Concatenated in name order
the parts are the release a single process would write, row for row.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from .data.dask_table import DaskTable
from .data.tuple_table import TupleCounts, locate


def part_name(number: int) -> str:
    return f"part-{number:05d}.parquet"


def tuple_rows(release: pd.DataFrame, n_tuples: int) -> np.ndarray:
    """Per tuple (row of the weighted problem's table) its row in ``release``, -1 when suppressed."""
    rows = np.full(n_tuples, -1, dtype=np.int64)
    rows[release.index.to_numpy(dtype=np.int64)] = np.arange(len(release))
    return rows


def write_partition(part: pd.DataFrame, number: int, counts: TupleCounts, missing: tuple[str, ...],
                    release: pd.DataFrame, rows_of_tuple: np.ndarray, out: str) -> int:
    """Write the release rows of ``part``'s kept records to ``out/part-<number>.parquet``; the number of
    rows written. ValueError when a record's tuple was not counted (the dataset changed since)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    _, tuple_of_record = locate(part, counts, missing)
    if (tuple_of_record < 0).any():
        raise ValueError(f"partition {number}: a record holds a tuple that was not counted (did the dataset "
                         "change while it was read?)")
    rows = rows_of_tuple[tuple_of_record]
    published = release.iloc[rows[rows >= 0]]
    pq.write_table(pa.Table.from_pandas(published, preserve_index=False), str(Path(out) / part_name(number)))
    return len(published)


def write_release_dataset(table: DaskTable, release: pd.DataFrame, out: Path) -> int:
    """Write ``release`` (the weighted problem's release: one row per kept tuple, indexed by tuple) over
    ``table``'s partitions into the folder ``out`` on the current Dask client; the rows written."""
    import dask
    import dask.dataframe as dd
    from distributed import get_client

    out.mkdir(parents=True, exist_ok=False)
    client = get_client()
    rows_of_tuple = tuple_rows(release, table.counts.n_tuples)
    shared = client.scatter([table.counts, release, rows_of_tuple], broadcast=True)
    parts = dd.read_parquet(table.path, columns=list(table.columns)).to_delayed()
    tasks = [dask.delayed(write_partition)(part, i, *shared[:1], table.missing, *shared[1:], str(out))
             for i, part in enumerate(parts)]
    return int(sum(dask.compute(*tasks)))


def read_release_counts(out: Path, columns: list[str]) -> tuple[pd.DataFrame, np.ndarray]:
    """The written release as its distinct rows (text) and their counts, counted on the cluster: what the
    verifier judges (it reads the files, not the frame they were written from)."""
    import dask.dataframe as dd

    from .data.tuple_table import tuple_counts_dask

    counts = tuple_counts_dask(dd.read_parquet(str(out), columns=columns), columns)
    frame = pd.DataFrame({c: counts.dictionaries[c][counts.codes[c]] for c in columns})
    return frame, counts.weight
