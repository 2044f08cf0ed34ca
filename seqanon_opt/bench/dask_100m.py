"""`seqanon bench dask-100m`: 100,000,000 rows as a Parquet dataset on a Dask LocalCluster (issue 17).

Two datasets, each written once under ``out/bench-data/`` as a folder of
Parquet partitions (``data/part-00000.parquet`` ...) with ``spec.yaml`` beside
it, generated partition by partition so the generating process holds one
partition at a time (reused by later runs; the generation is not timed):

* **enlarged** (:func:`prepare_enlarged`): Adult (the 45,222 records of the UCI
  training and test splits, 7 categorical QIs and the class, as in
  ``scale-10m``) enlarged by variations (sigma = 222, rho = 3;
  :mod:`seqanon_opt.data.generators.variations`). Partition c enlarges the B = ceil(P / sigma) Adult
  records number (c * B + j) mod 45,222, j = 0..B-1 (so the records cycle
  through Adult about ten times over 100M rows), with the seed
  ``SeedSequence([seed, c])``, cut to its P rows (the last partition shorter);
  spec: k-anonymity K = 150, top-down.
* **sampled** (:func:`prepare_sampled`): the 30,162 records of ARX's Adult
  (``../shared/data/adult``, 8 QIs, 18,109 distinct QI tuples) drawn with
  replacement, partition c with the seed ``SeedSequence([seed, c])``; spec: that
  of ``specs/adult-k-anonymity.yaml`` (LM, ARX hierarchies) at k = 10, no
  suppression, ``cpsat-cut``.

Each dataset is a pure function of (rows, partition_rows, seed); the first
partitions of a smaller dataset are those of a larger one. String columns are
categoricals with fixed categories (the hierarchy's leaves), written as
dictionary-encoded Parquet with one schema in every partition. A ``_COMPLETE``
file (JSON: rows, partition rows, seed, generation seconds and peak memory) is
written last, so an interrupted generation is redone, not reused.

Each case (:func:`run_case`) starts a ``distributed.LocalCluster`` of 2 worker
processes on TCP with 4 GB each (:func:`local_cluster`) and runs
:func:`seqanon_opt.api.anonymize` on the spec with ``engine="dask"`` and the
scheduler's address, the code path of ``seqanon run --engine dask --address``.
Figures: ``rows`` (records), ``distinct_tuples`` (rows of the tuple table),
``verified``, ``objective``, ``bound``, ``status``, each phase's seconds
(:class:`~seqanon_opt.progress.PhaseTimes`), ``total_s``, ``worker_peak_mb``
(the largest worker's peak resident memory) and ``worker_peaks_mb`` (each
worker's), ``client_peak_mb`` (this process) and ``written_mb``.
``SEQANON_DASK_ROWS`` (e.g. 2000000) scales both cases down for a trial run.
"""

from __future__ import annotations

import json
import math
import os
import resource
import shutil
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import yaml

from ..data.generators.variations import enlarge_with_variations
from . import repository
from .adult import SPEC, adult_available, load_split, uci_available_or_say
from .runner import Benchmark, Case, measure_in_fresh_process

ROWS = 100_000_000
PARTITION_ROWS = 2_000_000
SIGMA, RHO, SEED = 222, 3, 0
K_ENLARGED, K_SAMPLED = 150, 10
BENCH_DATA = Path("out") / "bench-data"
COMPLETE = "_COMPLETE"
CASES = {"top-down enlarged": "enlarged", "cpsat-cut sampled": "sampled"}


# ---------------------------------------------------------------- datasets
def chunk_seed(seed: int, chunk: int) -> int:
    """The seed of partition ``chunk``: the first word of ``SeedSequence([seed, chunk])``."""
    return int(np.random.SeedSequence([seed, chunk]).generate_state(1)[0])


def partition_sizes(rows: int, partition_rows: int) -> np.ndarray:
    """Rows of each partition: ``partition_rows`` each, the last one the remainder."""
    if rows < 1 or partition_rows < 1:
        raise ValueError(f"rows and partition_rows must be positive, got {rows} and {partition_rows}")
    count = math.ceil(rows / partition_rows)
    sizes = np.full(count, partition_rows, dtype=np.int64)
    sizes[-1] = rows - partition_rows * (count - 1)
    return sizes


def as_categories(frame: pd.DataFrame, categories: Mapping[str, Sequence[str]]) -> pd.DataFrame:
    """``frame`` with every column a categorical over its fixed ``categories`` (the same schema in every
    partition); a value outside them is an error, never a silent missing value."""
    out = pd.DataFrame(
        {c: pd.Categorical(frame[c].astype(object), categories=list(categories[c])) for c in frame.columns}
    )
    bad = [c for c in out.columns if out[c].isna().any()]
    if bad:
        raise ValueError(f"values outside the fixed categories in {bad}")
    return out


def _done(data_dir: Path, settings: Mapping[str, Any]) -> bool:
    marker = data_dir / COMPLETE
    if not marker.exists():
        return False
    recorded = json.loads(marker.read_text())
    return all(recorded.get(key) == value for key, value in settings.items())


def dataset_files(data_dir: Path) -> dict[str, Path]:
    """The partitions' folder, the spec and the completion marker of a dataset folder."""
    return {"data": data_dir / "data", "spec": data_dir / "spec.yaml", "complete": data_dir / COMPLETE}


def write_dataset(
    data_dir: Path, make_partition, sizes: np.ndarray, spec: Mapping[str, Any], settings: Mapping[str, Any]
) -> dict[str, Path]:
    """Write ``data/part-NNNNN.parquet`` = ``make_partition(c, sizes[c])`` one at a time, then spec.yaml,
    then the ``_COMPLETE`` marker (settings, seconds, peak MB); reuse the folder when the marker
    records the same settings, start over otherwise."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    files = dataset_files(data_dir)
    if _done(data_dir, settings):
        return files
    files["complete"].unlink(missing_ok=True)
    if files["data"].exists():
        shutil.rmtree(files["data"])
    files["data"].mkdir(parents=True)
    start = time.perf_counter()
    for chunk, size in enumerate(sizes):
        table = pa.Table.from_pandas(make_partition(chunk, int(size)), preserve_index=False)
        pq.write_table(table, files["data"] / f"part-{chunk:05d}.parquet")
        del table
    files["spec"].write_text(yaml.safe_dump(dict(spec), sort_keys=False))
    seconds = time.perf_counter() - start
    peak_mb = _peak_rss_mb()
    files["complete"].write_text(json.dumps({**settings, "generate_s": round(seconds, 2), "peak_mb": round(peak_mb)}))
    return files


def enlarged_source() -> tuple[pd.DataFrame, dict[str, list[str]], dict]:
    """The 45,222 Adult records (7 QIs and income, text), each column's fixed categories (a QI's: its
    hierarchy's leaves) and the spec dict of ``specs/adult-bottom-up.yaml`` (hierarchy paths absolute)."""
    train, test = load_split()
    qis, target = list(train.quasi_identifiers), train.class_attribute
    assert target is not None  # specs/adult-bottom-up.yaml names the class attribute (income)
    merged = pd.concat(
        [train.table[[*qis, target]].astype(object), test.table[[*qis, target]].astype(object)], ignore_index=True
    )
    categories = {a: sorted(train.taxonomies[a].labels[v] for v in train.taxonomies[a].leaves) for a in qis}
    categories[target] = sorted(merged[target].unique())
    spec = yaml.safe_load(SPEC.read_text())
    for tax in spec["taxonomies"].values():
        tax["arx"] = str((SPEC.parent / tax["arx"]).resolve())
    return merged, categories, spec


def enlarged_partition(
    source: pd.DataFrame,
    qis: Sequence[str],
    categories: Mapping[str, Sequence[str]],
    partition_rows: int,
    seed: int,
    chunk: int,
    size: int,
    sigma: int = SIGMA,
    rho: int = RHO,
) -> pd.DataFrame:
    """Partition ``chunk``: the B = ceil(partition_rows / sigma) records (chunk * B + j) mod n of ``source``
    enlarged by variations (sigma, rho, seed ``chunk_seed(seed, chunk)``), its first ``size`` rows."""
    base = math.ceil(partition_rows / sigma)
    records = source.iloc[(chunk * base + np.arange(base)) % len(source)].reset_index(drop=True)
    leaves = {a: categories[a] for a in qis}
    enlarged = enlarge_with_variations(records, qis, leaves, sigma, rho, chunk_seed(seed, chunk))
    return as_categories(enlarged.iloc[:size].reset_index(drop=True), categories)


def prepare_enlarged(
    data_dir: Path | None = None, rows: int = ROWS, partition_rows: int = PARTITION_ROWS, seed: int = SEED
) -> dict[str, Path]:
    """Adult enlarged by variations to ``rows`` rows as a Parquet dataset, with its spec (K = 150,
    top-down, data.path = the folder); made once, then reused (module docstring)."""
    data_dir = Path(data_dir) if data_dir is not None else BENCH_DATA / f"adult-enlarged-{rows}"
    settings = {
        "kind": "enlarged",
        "rows": rows,
        "partition_rows": partition_rows,
        "seed": seed,
        "sigma": SIGMA,
        "rho": RHO,
    }
    if _done(data_dir, settings):
        return dataset_files(data_dir)
    source, categories, spec = enlarged_source()
    qis = list(spec["roles"]["quasi_identifiers"])
    spec.update(
        {
            "name": "dask-100m-top-down-enlarged",
            "data": {"path": "data", "format": "parquet"},
            "requirements": [{"kind": "k-anonymity", "k": K_ENLARGED}],
            "solver": {"name": "top-down", "time_limit": 3600, "seed": seed},
        }
    )
    make = partial(enlarged_partition, source, qis, categories, partition_rows, seed)
    return write_dataset(data_dir, make, partition_sizes(rows, partition_rows), spec, settings)


ADULT_SPEC = "adult-k-anonymity.yaml"
ADULT_RECORDS = 30_162  # ARX's Adult: the records the sampled case draws from


def sampled_source() -> tuple[pd.DataFrame, dict[str, list[str]], dict]:
    """ARX's Adult (30,162 records; the spec's QIs and class, text), each column's fixed categories and
    the spec dict of ``specs/adult-k-anonymity.yaml`` (data and hierarchy paths absolute)."""
    spec_path = repository() / "specs" / ADULT_SPEC
    spec = yaml.safe_load(spec_path.read_text())
    columns = [*spec["roles"]["quasi_identifiers"], spec["roles"]["class"]]
    table = pd.read_csv(
        spec_path.parent / spec["data"]["path"],
        sep=spec["data"].get("separator", ","),
        dtype=str,
        keep_default_na=False,
        usecols=columns,
    )[columns]
    for tax in spec["taxonomies"].values():
        tax["arx"] = str((spec_path.parent / tax["arx"]).resolve())
    return table, {c: sorted(table[c].unique()) for c in columns}, spec


def sampled_partition(
    codes: Mapping[str, np.ndarray], categories: Mapping[str, Sequence[str]], n: int, seed: int, chunk: int, size: int
) -> pd.DataFrame:
    """Partition ``chunk``: ``size`` records drawn uniformly with replacement (seed ``chunk_seed(seed, chunk)``)."""
    drawn = np.random.default_rng(chunk_seed(seed, chunk)).integers(0, n, size=size)
    return pd.DataFrame({c: pd.Categorical.from_codes(codes[c][drawn], categories=list(categories[c])) for c in codes})


def prepare_sampled(
    data_dir: Path | None = None, rows: int = ROWS, partition_rows: int = PARTITION_ROWS, seed: int = SEED
) -> dict[str, Path]:
    """``rows`` records sampled with replacement from ARX's Adult as a Parquet dataset, with its spec
    (k = 10, no suppression, LM, cpsat-cut, data.path = the folder); made once, then reused."""
    data_dir = Path(data_dir) if data_dir is not None else BENCH_DATA / f"adult-sampled-{rows}"
    settings = {"kind": "sampled", "rows": rows, "partition_rows": partition_rows, "seed": seed}
    if _done(data_dir, settings):
        return dataset_files(data_dir)
    table, categories, spec = sampled_source()
    codes = {c: pd.Categorical(table[c], categories=categories[c]).codes for c in table.columns}
    spec.update(
        {
            "name": "dask-100m-cpsat-cut-sampled",
            "data": {"path": "data", "format": "parquet"},
            "requirements": [{"kind": "k-anonymity", "k": K_SAMPLED, "suppression": 0.0}],
            "solver": {"name": "cpsat-cut", "time_limit": 1800, "seed": seed, "workers": 2},
        }
    )
    make = partial(sampled_partition, codes, categories, len(table), seed)
    return write_dataset(data_dir, make, partition_sizes(rows, partition_rows), spec, settings)


def distinct_tuples(folder: Path, columns: Sequence[str]) -> int:
    """Distinct tuples of ``columns`` over a dataset, one partition at a time: each row's key is the
    mixed-radix number sum_j code_j * prod_{i<j} |categories_i| (codes in the first partition's fixed
    categories); the union of the partitions' distinct keys is counted."""
    import pyarrow.parquet as pq

    seen = np.zeros(0, dtype=np.int64)
    categories: dict[str, pd.Index] = {}
    for path in sorted(Path(folder).glob("part-*.parquet")):
        frame = pq.read_table(path, columns=list(columns)).to_pandas()
        categories = categories or {c: frame[c].cat.categories for c in columns}
        key = np.zeros(len(frame), dtype=np.int64)
        for c in columns:
            key = key * len(categories[c]) + pd.Categorical(frame[c], categories=categories[c]).codes
        seen = np.union1d(seen, np.unique(key))
    return len(seen)


# ---------------------------------------------------------------- cluster
@contextmanager
def local_cluster(n_workers: int = 2, memory_limit: str = "4GB") -> Iterator[tuple[str, Any]]:
    """A ``distributed.LocalCluster`` of ``n_workers`` processes (one thread each, ``memory_limit`` each,
    no dashboard) on TCP at 127.0.0.1: yields (scheduler address, Client); closed on exit."""
    from distributed import Client, LocalCluster

    # no dashboard; the scheduler's plain HTTP routes (health, metrics) on a free port, not 8787
    with (
        LocalCluster(
            n_workers=n_workers,
            threads_per_worker=1,
            processes=True,
            memory_limit=memory_limit,
            dashboard_address=None,
            scheduler_kwargs={"dashboard_address": ":0"},
            host="127.0.0.1",
            protocol="tcp",
        ) as cluster,
        Client(cluster) as client,
    ):
        yield cluster.scheduler_address, client


def _peak_rss_mb() -> float:
    """This process's peak resident memory in MB: ``VmHWM`` of /proc/self/status (kB), the peak of this
    process image alone, where Linux keeps it; else ``ru_maxrss`` (kB on Linux), which a spawned process
    inherits from its parent across fork and exec (a worker started by a 2 GB client would report 2 GB)."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    line = next((line for line in status.splitlines() if line.startswith("VmHWM:")), None)
    return int(line.split()[1]) / 1024 if line else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def worker_peaks_mb(client) -> dict[str, float]:
    """Each worker's peak resident memory in MB, by worker address."""
    return {address: round(mb) for address, mb in client.run(_peak_rss_mb).items()}


# ---------------------------------------------------------------- cases
def trial_rows() -> int:
    """Rows of both cases: ``SEQANON_DASK_ROWS`` when set (a trial at e.g. 2,000,000), else 100,000,000."""
    return int(os.environ.get("SEQANON_DASK_ROWS", ROWS))


def sampled_k() -> int | None:
    """k of the sampled case when ``SEQANON_DASK_SAMPLED_K`` is set, else None (the spec's k = 10). Each
    of Adult's 30,162 records is drawn about rows / 30,162 times, so k = 10 holds with no generalization
    at all; k = 10 * rows / 30,162 asks of the sample what k = 10 asks of Adult."""
    value = os.environ.get("SEQANON_DASK_SAMPLED_K")
    return int(value) if value else None


def prepare_case(which: str, rows: int = ROWS) -> dict[str, Path]:
    """The dataset of case ``which`` (prepared in this process)."""
    kind = CASES[which]
    return prepare_enlarged(rows=rows) if kind == "enlarged" else prepare_sampled(rows=rows)


def _prepared(which: str, rows: int) -> dict[str, Any]:
    return {"files": prepare_case(which, rows)}


def prepare_elsewhere(which: str, rows: int = ROWS) -> dict[str, Path]:
    """:func:`prepare_case` in a fresh process, so the generation's memory is not the run's."""
    return measure_in_fresh_process(partial(_prepared, which, rows))["files"]


def _anonymize_on_dask(spec_path: Path, out_dir: Path, times, address: str):
    from ..api import anonymize

    try:
        return anonymize(None, spec_path, out_dir=out_dir, progress=times, engine="dask", address=address)
    except TypeError as exc:
        if "engine" in str(exc) or "address" in str(exc):
            raise RuntimeError(
                f"seqanon_opt.api.anonymize does not take engine= and address= yet (issue 17's Dask engine): {exc}"
            ) from exc
        raise


def case_spec(files: Mapping[str, Path], folder: Path, k: int | None) -> Path:
    """The dataset's spec.yaml, or (``k`` given) a copy in ``folder`` with that k and the data path absolute."""
    if k is None:
        return files["spec"].resolve()
    spec = yaml.safe_load(files["spec"].read_text())
    spec["requirements"][0]["k"] = k
    spec["data"]["path"] = str(files["data"].resolve())
    path = folder / "spec.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    return path


def _distinct_qi_tuples(problem) -> int:
    """Distinct quasi-identifier tuples of the problem's tuple table (whose rows also split by the class)."""
    from ..data.grouping import group_rows

    qis = list(problem.quasi_identifiers)
    _, sizes, _ = group_rows(
        [np.asarray(problem.codes[a], dtype=np.int64) for a in qis],
        [problem.taxonomies[a].n_nodes for a in qis],
        values=False,
    )
    return len(sizes)


def run_case(
    which: str, rows: int | None = None, k: int | None = None, n_workers: int = 2, memory_limit: str = "4GB"
) -> dict[str, Any]:
    """One run of ``which`` (a key of :data:`CASES`) on ``rows`` rows (default :func:`trial_rows`) through
    ``anonymize(..., engine="dask", address=...)`` on a fresh LocalCluster; ``k`` replaces the spec's k
    (default: the spec's). The figures of the module docstring, and ``k``."""
    from ..progress import PhaseTimes

    rows = trial_rows() if rows is None else rows
    files = prepare_elsewhere(which, rows)
    with tempfile.TemporaryDirectory() as tmp, local_cluster(n_workers, memory_limit) as (address, client):
        spec_path = case_spec(files, Path(tmp), k)
        times = PhaseTimes()
        start = time.perf_counter()
        result = _anonymize_on_dask(spec_path, Path(tmp) / "out", times, address)
        total_s = time.perf_counter() - start
        peaks = worker_peaks_mb(client)
        written_mb = sum(f.stat().st_size for f in (Path(tmp) / "out").rglob("*") if f.is_file()) / 2**20
    seconds = {f"{phase}_s": round(value, 2) for phase, value in times.seconds.items()}
    k_used = k if k is not None else yaml.safe_load(files["spec"].read_text())["requirements"][0]["k"]
    return {
        "rows": int(result.problem.n_records),
        "distinct_tuples": int(result.problem.n_rows),
        "distinct_qi_tuples": _distinct_qi_tuples(result.problem),
        "k": k_used,
        "verified": bool(result.verification is not None and result.verification.ok),
        "objective": result.solution.objective,
        "bound": result.solution.bound,
        "status": result.solution.status.value,
        **seconds,
        "total_s": round(total_s, 2),
        "worker_peak_mb": max(peaks.values(), default=0),
        "worker_peaks_mb": sorted(peaks.values()),
        "client_peak_mb": round(_peak_rss_mb()),
        "written_mb": round(written_mb),
    }


def dask_100m_cases() -> list[Case]:
    if not uci_available_or_say() or not adult_available():
        return []
    rows, k = trial_rows(), sampled_k()
    scaled = round(10 * rows / ADULT_RECORDS)  # asks of the sample what k = 10 asks of Adult
    return [
        Case("top-down enlarged", partial(run_case, "top-down enlarged", rows, None)),
        Case(f"cpsat-cut sampled k={k or 10}", partial(run_case, "cpsat-cut sampled", rows, k)),
        Case(f"cpsat-cut sampled k={scaled}", partial(run_case, "cpsat-cut sampled", rows, scaled)),
    ]


BENCHMARKS = (
    Benchmark(
        "dask-100m",
        "seqanon run --engine dask on 100,000,000 Parquet rows, LocalCluster of 2 workers x 4 GB: "
        "top-down K=150 on Adult enlarged, cpsat-cut on Adult sampled with replacement at k=10 "
        "(the issue's; trivial: every record repeats ~3,300 times) and k=10*rows/30162 "
        "(SEQANON_DASK_ROWS scales it down)",
        dask_100m_cases,
    ),
)


def main(argv: list[str] | None = None) -> int:
    """``python -m seqanon_opt.bench.dask_100m [--rows N]``: prepare both datasets; print where and the
    figures of their ``_COMPLETE`` files (generation seconds, peak MB)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m seqanon_opt.bench.dask_100m",
        description="prepare the datasets of `seqanon bench dask-100m`",
    )
    parser.add_argument("--rows", type=int, default=trial_rows())
    args = parser.parse_args(argv)
    for which in CASES:
        files = prepare_case(which, args.rows)
        print(f"{which}: {files['data']}  {files['complete'].read_text()}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
