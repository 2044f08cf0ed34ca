"""What report.json records so that a run can be reproduced: versions, settings used, inputs' digests.

``producer``: the package and the versions of Python and of the libraries
that decide the result (OR-Tools, PuLP, pandas, NumPy); ``run``: the command
line, the UTC time, the solver and its settings as actually used (seed, time
limit, workers, options); ``inputs``: the sha256 of the spec file and of every
file the spec reads (data, parts, ARX hierarchies, previous releases), each
with its path as the spec resolves it.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import platform
import sys
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

from .output import PRODUCER
from .spec.load import SpecSource
from .spec.schema import ArxTaxonomySpec, Spec, TreeFileTaxonomySpec

_LIBRARIES = ("ortools", "pulp", "pandas", "numpy", "pyarrow", "pydantic")


def _version(distribution: str) -> str | None:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


def producer() -> dict[str, Any]:
    """The package, Python and the libraries behind a result, with their versions."""
    return {
        "name": PRODUCER,
        "version": _version("seqanon-opt"),
        "python": platform.python_version(),
        "libraries": {name: _version(name) for name in _LIBRARIES},
    }


def sha256_of(path: Path) -> str | None:
    """The file's sha256, read in 1 MiB blocks; a folder's (a partitioned dataset) is the sha256 of the
    lines ``<relative path> <sha256>`` of its files in name order; None for a URL (not read here)."""
    if "://" in str(path):
        return None
    if path.is_dir():
        lines = [f"{p.relative_to(path).as_posix()} {sha256_of(p)}\n" for p in sorted(path.rglob("*")) if p.is_file()]
        return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def input_files(spec: Spec, source: SpecSource) -> list[tuple[str, Path]]:
    """Every file the spec reads, as (the spec field that names it, resolved path)."""
    files: list[tuple[str, Path]] = [("spec", source.path)] if source.path.is_file() else []  # a dict spec: none
    if spec.data.path is not None:
        files.append(("data.path", Path(spec.data.path) if "://" in spec.data.path else source.resolve(spec.data.path)))
    for label, relative in (spec.data.parts or {}).items():
        files.append((f"data.parts.{label}", source.resolve(relative)))
    for attr, taxonomy in spec.taxonomies.items():
        if isinstance(taxonomy, ArxTaxonomySpec):
            files.append((f"taxonomies.{attr}.arx", source.resolve(taxonomy.arx)))
        if isinstance(taxonomy, TreeFileTaxonomySpec):
            files.append((f"taxonomies.{attr}.tree_file", source.resolve(taxonomy.tree_file)))
    if spec.problem.kind == "sequential":
        for i, previous in enumerate(spec.problem.previous):
            if previous.path is not None:
                files.append((f"problem.previous[{i}].path", source.resolve(previous.path)))
    return files


def inputs(spec: Spec, source: SpecSource) -> list[dict[str, str | None]]:
    """``[{field, path, sha256}]`` for :func:`input_files`."""
    return [{"field": name, "path": str(path), "sha256": sha256_of(path)} for name, path in input_files(spec, source)]


def run_record(
    *,
    solver: str,
    time_limit: float,
    seed: int,
    workers: int,
    options: dict[str, Any],
    argv: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The command line, the time, and the solver settings actually used."""
    return {
        "command": list(sys.argv if argv is None else argv),
        "utc": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "solver": solver,
        "time_limit_s": time_limit,
        "seed": seed,
        "workers": workers,
        "options": dict(options),
    }
