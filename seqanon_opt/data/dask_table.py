"""A Parquet dataset read by a Dask cluster and counted into its tuple table (the Dask engine's input).

The table never comes to this process: each worker reads its partitions
(only the columns the spec uses), and :func:`tuple_counts_dask` gathers the
distinct tuples of those columns with their record counts. The problem is
then built on that tuple table (``Problem.weight``), and the release is
written back partition by partition (:mod:`seqanon_opt.release_dataset`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import SpecError
from ..spec.load import SpecSource
from ..spec.schema import Spec
from .tuple_table import TupleCounts, tuple_counts_dask


@dataclass(frozen=True)
class DaskTable:
    """The dataset at ``path`` counted on ``columns`` (the spec's used columns, in the file's order)."""

    path: str
    columns: tuple[str, ...]
    missing: tuple[str, ...]
    counts: TupleCounts

    @property
    def n_partitions(self) -> int:
        return len(self.counts.partition_records)


def dataset_path(spec: Spec, source: SpecSource) -> str:
    """The spec's ``data.path`` as Dask reads it: a URL as given, a local path relative to the spec file.
    SpecError unless it names one Parquet file or folder of them (the Dask engine reads Parquet only)."""
    data = spec.data
    if data.path is None:
        raise source.error(
            ("data", "path"),
            "the Dask engine reads a Parquet dataset named by data.path "
            "(a folder of partitions, a file, or a URL Dask reads)",
            "rows" if data.rows is not None else "parts",
        )
    if "://" in data.path:
        return data.path
    path = Path(data.path) if Path(data.path).is_absolute() else source.path.parent / data.path
    if not path.exists():
        raise source.error(("data", "path"), "no such file or folder", data.path)
    parquet = path.is_dir() or path.suffix.lower() in (".parquet", ".pq") or data.format == "parquet"
    if not parquet or data.format == "csv":
        raise source.error(
            ("data", "path"),
            "the Dask engine reads Parquet (a dataset folder or a file); "
            "convert the CSV first, e.g. with pyarrow.csv and pyarrow.parquet",
            data.path,
        )
    return str(path.resolve())


def read_dask_table(spec: Spec, source: SpecSource, used: list[str]) -> DaskTable:
    """Count the dataset on the current Dask client (:func:`dask_client`): its ``used`` columns, with
    the spec's missing-value markers dropped and counted."""
    import dask.dataframe as dd

    path = dataset_path(spec, source)
    if spec.roles.key:
        raise source.error(
            ("roles", "key"),
            "the Dask engine counts records per distinct tuple: a record "
            "key makes every record its own tuple (drop the role)",
            spec.roles.key,
        )
    try:
        ddf = dd.read_parquet(path)
    except (OSError, ValueError) as exc:
        raise source.error(("data", "path"), f"not a readable Parquet dataset ({exc})", spec.data.path) from None
    absent = [c for c in used if c not in ddf.columns]
    if absent:
        raise source.error(
            ("data", "path"),
            f"the dataset has no column '{absent[0]}' (columns: {', '.join(map(str, ddf.columns))})",
            absent[0],
        )
    columns = tuple(c for c in ddf.columns if c in set(used))
    counts = tuple_counts_dask(ddf[list(columns)], columns, tuple(spec.data.missing))
    if counts.n_tuples == 0:
        raise source.error(("data",), f"no rows left after dropping {counts.dropped} row(s) with missing values")
    return DaskTable(path, columns, tuple(spec.data.missing), counts)


@contextlib.contextmanager
def dask_client(address: str | None, workers: int = 2) -> Iterator[object]:
    """A ``distributed.Client`` of the scheduler at ``address`` (HOST:PORT or a URL), or of a local
    cluster of ``workers`` single-threaded processes when None; the default scheduler while open."""
    from distributed import Client, LocalCluster

    if address is None:
        with (
            LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            yield client
        return
    try:
        client = Client(address if "://" in address else f"tcp://{address}", timeout="30s")
    except (OSError, TimeoutError) as exc:
        raise SpecError(f"no Dask scheduler answers ({exc})", field="--address", value=address) from None
    with client:
        yield client
