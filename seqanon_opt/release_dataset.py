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

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from .data.dask_table import DaskTable
from .data.tuple_table import TupleIndex, locate


def part_name(number: int) -> str:
    return f"part-{number:05d}.parquet"


@dataclass(frozen=True)
class TupleRelease:
    """The release per tuple, as the workers need it: per release column its ``categories`` and each
    tuple's code among them (``codes[c][t]``); ``published[t]``: tuple t is kept (not suppressed)."""

    columns: tuple[str, ...]
    categories: dict[str, pd.Index]
    codes: dict[str, np.ndarray]
    published: np.ndarray

    @classmethod
    def of(cls, release: pd.DataFrame, n_tuples: int) -> TupleRelease:
        """From the weighted problem's release (one row per kept tuple, indexed by tuple)."""
        rows = release.index.to_numpy(dtype=np.int64)
        published = np.zeros(n_tuples, dtype=bool)
        published[rows] = True
        categories, codes = {}, {}
        for c in release.columns:
            column = release[c]
            if isinstance(column.dtype, pd.CategoricalDtype):
                code, cats = column.cat.codes.to_numpy(), column.cat.categories
            else:
                code, cats = pd.factorize(column.astype(str), sort=True)
            full = np.zeros(n_tuples, dtype=np.min_scalar_type(max(len(cats), 1)))
            full[rows] = code
            categories[c], codes[c] = pd.Index(np.asarray(cats, dtype=object), dtype=object), full
        return cls(tuple(release.columns), categories, codes, published)

    def labels(self) -> dict[str, np.ndarray]:
        """Each column's values as written (text)."""
        return {c: np.asarray(self.categories[c], dtype=object).astype(str) for c in self.columns}

    def rows(self, tuples: np.ndarray) -> pd.DataFrame:
        """The release rows of records of ``tuples`` (suppressed ones left out), in the order given."""
        tuples = tuples[self.published[tuples]]
        return pd.DataFrame(
            {
                c: pd.Categorical.from_codes(self.codes[c][tuples].astype(np.int64), categories=self.categories[c])
                for c in self.columns
            }
        )


def write_partition(
    part: pd.DataFrame, number: int, index: TupleIndex, missing: tuple[str, ...], release: TupleRelease, out: str
) -> int:
    """Write the release rows of ``part``'s kept records to ``out/part-<number>.parquet``; the number of
    rows written. ValueError when a record's tuple was not counted (the dataset changed since)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    _, tuple_of_record = locate(part, index, missing)
    if (tuple_of_record < 0).any():
        raise ValueError(
            f"partition {number}: a record holds a tuple that was not counted (did the dataset "
            "change while it was read?)"
        )
    published = release.rows(tuple_of_record)
    pq.write_table(pa.Table.from_pandas(published, preserve_index=False), str(Path(out) / part_name(number)))
    return len(published)


def write_release_dataset(table: DaskTable, release: TupleRelease, out: Path) -> int:
    """Write ``release`` (:meth:`TupleRelease.of` the weighted problem's release) over ``table``'s partitions
    into the folder ``out`` on the current Dask client; the rows written."""
    import dask
    import dask.dataframe as dd
    from distributed import get_client

    out.mkdir(parents=True, exist_ok=False)
    client = get_client()
    index, per_tuple = client.scatter([TupleIndex.of(table.counts), release], broadcast=True)
    parts = dd.read_parquet(table.path, columns=list(table.columns)).to_delayed()
    tasks = [
        dask.delayed(write_partition)(part, i, index, table.missing, per_tuple, str(out))
        for i, part in enumerate(parts)
    ]
    return int(sum(dask.compute(*tasks)))


def read_release_counts(
    out: Path, columns: list[str], labels: dict[str, np.ndarray] | None = None
) -> tuple[pd.DataFrame, np.ndarray]:
    """The written release as its distinct rows (text) and their counts, counted on the cluster: what the
    verifier judges (it reads the files, not the frame they were written from). ``labels``: each column's
    values as written (one pass over the files; a value outside them makes it two)."""
    import dask.dataframe as dd

    from .data.tuple_table import tuple_counts_dask

    counts = tuple_counts_dask(dd.read_parquet(str(out), columns=columns), columns, expected=labels)
    frame = pd.DataFrame({c: counts.dictionaries[c][counts.codes[c]] for c in columns})
    return frame, counts.weight
