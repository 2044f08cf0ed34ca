"""The pandas API: anonymize a DataFrame under a spec, or verify a release, from a notebook.

    >>> import seqanon_opt as so
    >>> result = so.anonymize(df, {"roles": {"quasi_identifiers": ["age", "zip"], "sensitive": "disease"},
    ...                            "taxonomies": {"age": [[0, 30, 60, 100]], "zip": {"*": {"130**": [...]}}},
    ...                            "requirements": [{"kind": "k-anonymity", "k": 5}]})
    >>> result.release            # the verified release, a DataFrame
    >>> result.report             # what report.json holds
    >>> so.verify(df, result.release, spec).ok

The spec is a dict (the fields of a spec file), a pydantic :class:`~seqanon_opt.spec.schema.Spec`, or a
path to a spec file; ``df`` replaces its ``data``. Taxonomies may be given as Python objects (see
:func:`taxonomy_spec`). It is the same pipeline as ``seqanon run`` (:func:`seqanon_opt.pipeline.run_spec`):
the same validation, solver choice and verification, and the same one-line exceptions
(:class:`~seqanon_opt.errors.SpecError`, :class:`~seqanon_opt.errors.PrivacyViolation`, ...).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np
import pandas as pd
from pydantic import ValidationError

from .errors import SpecError
from .pipeline import RunResult, run_spec
from .problem import Problem, build_problem
from .progress import Progress
from .solution import Solution
from .solvers.registry import solver_names
from .spec.load import SpecSource, _first_error, load_spec
from .spec.schema import Spec
from .verify import Verification

DICT_SPEC = "<spec dict>"  # the name errors give a spec passed as a dict
TAXONOMY_KEYS = {"tree", "tree_file", "arx", "intervals"}
FRAME_DATA: dict[str, Any] = {"data": {"path": None, "parts": None, "part_column": None, "columns": None, "rows": []}}


class _DefaultOut:
    """The output folder ``out/<spec name>`` (:func:`seqanon_opt.pipeline.default_out_dir`)."""

    def __repr__(self) -> str:
        return "out/<spec name>"


DEFAULT_OUT = _DefaultOut()
"""``out_dir=DEFAULT_OUT``: write to ``out/<spec name>``, as ``seqanon run`` does without ``--out``."""

OutDir = str | Path | _DefaultOut | None


@dataclass
class Result:
    """What :func:`anonymize` returns: the verified ``release`` (DataFrame), ``report`` (the report.json
    dict), ``verification``, ``solution`` and ``problem``; :attr:`transformation` is the generalization
    chosen, as plain data; ``out_dir`` the folder written (None: nothing written)."""

    release: pd.DataFrame | None
    report: dict[str, Any]
    verification: Verification | None
    solution: Solution
    problem: Problem
    out_dir: Path | None = None

    @property
    def transformation(self) -> dict[str, Any]:
        """The generalization as labels: ``{"model", "cuts": {attribute: [node labels]}}`` for a cut or
        full-domain release, ``{"model", "cells": {attribute: [label per record]}}`` for a cell release;
        ``suppressed``: the 0-based positions of the suppressed records. It is the record
        ``transformation.json`` holds (:func:`seqanon_opt.transformation.build_transformation`): give it
        to :func:`apply` to generalize new records the same way."""
        from .transformation import build_transformation

        return build_transformation(self.problem, self.solution)

    @classmethod
    def of(cls, run: RunResult) -> Result:
        return cls(run.release, run.report, run.verification, run.solution, run.problem, run.out_dir)


def load(spec: Mapping[str, Any] | Spec | str | Path, df: pd.DataFrame | None = None) -> Problem:
    """Read, validate and compile ``spec`` (with ``df`` as its data when given) without solving: the
    problem every solver gets, or the one-line SpecError of ``seqanon validate``. A spec whose
    ``solver.engine`` is ``dask`` gets its tuple table (``Problem.weight``), its Parquet dataset counted
    by Dask's default scheduler in this process."""
    loaded, source = _load(spec, df is not None)
    if df is None and loaded.solver.engine == "dask":
        from .data.dask_table import dataset_path
        from .pipeline_dask import load_problem_dask

        dataset_path(loaded, source)
        return load_problem_dask(loaded, source)[0]
    return build_problem(loaded, source, as_text(df) if df is not None else None, solver_names=solver_names())


def anonymize(
    df: pd.DataFrame | None,
    spec: Mapping[str, Any] | Spec | str | Path,
    *,
    solver: str | None = None,
    time_limit: float | None = None,
    seed: int | None = None,
    out_dir: OutDir = None,
    force: bool = False,
    keep_violating: bool = False,
    transformation: Mapping[str, Any] | str | Path | None = None,
    progress: Progress | None = None,
    argv: Sequence[str] | None = None,
    engine: str | None = None,
    address: str | None = None,
) -> Result:
    """Anonymize ``df`` (or the spec's own data when None) under ``spec``; write the usual output folder
    too when ``out_dir`` is given (:data:`DEFAULT_OUT`: ``out/<spec name>``). Raises the CLI's
    exceptions: a violation is an error, nothing is returned that does not verify (``keep_violating``
    still writes the folder, then raises). With ``transformation`` nothing is solved: see :func:`apply`.
    ``progress``: a display of the phases (:mod:`seqanon_opt.progress`); ``argv``: the command line
    report.json records. ``engine`` (default: the spec's ``solver.engine``) ``"dask"`` reads the spec's
    Parquet dataset on the Dask scheduler at ``address`` (default: the spec's ``solver.address``, else a
    local cluster; :mod:`seqanon_opt.pipeline_dask`). ``seqanon run`` is this call."""
    if transformation is not None:
        return apply(
            df,
            spec,
            transformation,
            out_dir=out_dir,
            force=force,
            keep_violating=keep_violating,
            progress=progress,
            argv=argv,
        )
    loaded, source = _load(spec, df is not None)
    engine = engine or loaded.solver.engine
    if engine not in ("local", "dask"):
        raise SpecError("unknown engine (local or dask)", field="--engine", value=engine)
    if engine == "dask":
        if df is not None:
            raise SpecError(
                "the Dask engine reads the spec's Parquet dataset, not a DataFrame", field="--engine", value=engine
            )
        from .pipeline_dask import run_spec_dask

        dask_run = run_spec_dask(
            loaded,
            source,
            address=address or loaded.solver.address,
            solver_name=solver,
            out_dir=_out(out_dir, loaded),
            time_limit=time_limit,
            seed=seed,
            force=force,
            keep_violating=keep_violating,
            progress=progress,
            argv=argv,
        )
        return Result.of(dask_run)
    run: RunResult = run_spec(
        loaded,
        source,
        solver_name=solver,
        out_dir=_out(out_dir, loaded),
        time_limit=time_limit,
        seed=seed,
        force=force,
        keep_violating=keep_violating,
        progress=progress,
        argv=argv,
        frame=as_text(df) if df is not None else None,
    )
    return Result.of(run)


def apply(
    df: pd.DataFrame | None,
    spec: Mapping[str, Any] | Spec | str | Path,
    transformation: Mapping[str, Any] | str | Path,
    *,
    data: str | Path | None = None,
    out_dir: OutDir = None,
    force: bool = False,
    keep_violating: bool = False,
    progress: Progress | None = None,
    argv: Sequence[str] | None = None,
) -> Result:
    """Generalize ``df`` (or the records of the file ``data``, else the spec's data) with a saved
    transformation (:attr:`Result.transformation` or a ``transformation.json`` path) instead of solving,
    as ``seqanon apply`` does (:func:`seqanon_opt.pipeline.apply_transformation_spec`): the groups that
    break a requirement are suppressed whole within the budget, then the release is verified;
    PrivacyViolation (carrying the judged result as ``.result``) when it fails a requirement on these
    records."""
    from .pipeline import apply_transformation_spec, with_data

    if df is not None and data is not None:
        raise SpecError(
            "give the new records as a DataFrame or as a data file, not both", field="data", value=str(data)
        )
    loaded, source = _load(spec, df is not None)
    if data is not None:
        loaded = with_data(loaded, data)
    record = dict(transformation) if isinstance(transformation, Mapping) else transformation
    run = apply_transformation_spec(
        loaded,
        source,
        record,
        out_dir=_out(out_dir, loaded),
        force=force,
        keep_violating=keep_violating,
        argv=argv,
        progress=progress,
        frame=as_text(df) if df is not None else None,
    )
    return Result.of(run)


def _verify_dataset(problem: Problem, given: list) -> Verification:
    """A Dask-engine spec's release: the ``release/`` folder of Parquet parts a run wrote, counted (by
    Dask's default scheduler here) and judged on its distinct rows and their counts."""
    from .privacy.risk import risk_report
    from .release_dataset import read_release_counts
    from .verify import verify_release

    if len(given) != 1 or isinstance(given[0], pd.DataFrame) or not Path(given[0]).is_dir():
        raise SpecError(
            "a Dask-engine spec is verified on the release/ folder of Parquet parts its run wrote",
            field="--release",
            value=str(given[0]) if len(given) == 1 else len(given),
        )
    import pyarrow.parquet as pq

    folder = Path(given[0])
    parts = sorted(folder.glob("*.parquet"))
    if not parts:
        raise SpecError("no Parquet parts in the release folder", field="--release", value=str(folder))
    columns = [c for c in pq.read_schema(parts[0]).names if not c.startswith("__index_level_")]
    frame, counts = read_release_counts(folder, columns)
    verification = verify_release(problem, frame, weight=counts)
    verification.risk = risk_report(problem, frame, release_counts=counts)
    return verification


def verify(
    df: pd.DataFrame | None,
    release: pd.DataFrame | str | Path | Sequence[pd.DataFrame | str | Path],
    spec: Mapping[str, Any] | Spec | str | Path,
    *,
    separator: str = ",",
) -> Verification:
    """Judge ``release`` as a publication of ``df`` (or the spec's data) under the spec's requirements:
    a DataFrame or a CSV path, or a sequence of them (earlier releases of the same table, the last is
    judged), as ``seqanon verify`` does. The verification's ``risk`` holds the re-identification risk of
    the input and of the (last) release (:func:`seqanon_opt.privacy.risk.risk_report`)."""
    from .data.releases import read_release
    from .privacy.risk import risk_report
    from .verify import verify_releases

    if not separator or separator in ("\n", "\r", '"'):
        raise SpecError("not a usable CSV separator", field="--separator", value=separator)
    problem = load(spec, df)
    # a list or tuple of releases, else one release (a DataFrame or a path)
    given = cast("list[pd.DataFrame | str | Path]", list(release) if isinstance(release, (list, tuple)) else [release])
    if problem.weight is not None:
        return _verify_dataset(problem, given)
    releases, names = [], []
    for i, item in enumerate(given):
        if isinstance(item, pd.DataFrame):
            releases.append(item.astype(str).reset_index(drop=True))
            names.append(f"release {i + 1}")
        else:  # earlier releases of a sequence are inputs: a blank label is bad input; in the judged one, a failure
            releases.append(
                read_release(
                    Path(item),
                    problem.taxonomies,
                    separator=separator,
                    where="--release",
                    blank="keep" if i == len(given) - 1 else "error",
                )
            )
            names.append(str(item))
    verification = verify_releases(problem, releases, names=names)
    verification.risk = risk_report(problem, releases[-1])
    return verification


def _out(out_dir: OutDir, spec: Spec) -> str | Path | None:
    from .pipeline import default_out_dir

    return default_out_dir(spec) if isinstance(out_dir, _DefaultOut) else out_dir


def as_text(df: pd.DataFrame) -> pd.DataFrame:
    """Every cell as the text a CSV file would hold: missing cells empty (a missing marker), integral
    floats without ``.0`` (a column of integers with a gap is read by pandas as floats)."""
    out = {}
    for name in df.columns:
        column = df[name]
        missing = column.isna().to_numpy()
        if pd.api.types.is_float_dtype(column):
            values = column.to_numpy(float)
            integral = np.isfinite(values) & (values == np.round(values))
            text = np.where(
                integral, np.round(np.where(integral, values, 0)).astype(np.int64).astype(str), values.astype(str)
            )
        else:
            text = column.astype(str).to_numpy()
        out[str(name)] = np.where(missing, "", text).astype(object)
    return pd.DataFrame(out, index=pd.RangeIndex(len(df)))


def _load(spec: Mapping[str, Any] | Spec | str | Path, frame_given: bool) -> tuple[Spec, SpecSource]:
    if isinstance(spec, (str, Path)):  # the DataFrame replaces the file's data (a merge patch: errors keep lines)
        return load_spec(spec, patch=FRAME_DATA if frame_given else None)
    if isinstance(spec, Spec):
        spec = spec.model_dump(by_alias=True, exclude_none=True)
    raw = copy.deepcopy(dict(spec))
    raw.setdefault("name", "dataframe")
    if frame_given or "data" not in raw:
        raw["data"] = {"rows": []}
    raw["taxonomies"] = {attr: taxonomy_spec(attr, tax) for attr, tax in dict(raw.get("taxonomies") or {}).items()}
    return _validate(raw, SpecSource(Path.cwd() / DICT_SPEC, ""))


def _validate(raw: dict[str, Any], source: SpecSource) -> tuple[Spec, SpecSource]:
    try:
        return Spec.model_validate(raw), source
    except ValidationError as exc:
        raise _first_error(exc, source) from None


def taxonomy_spec(attribute: str, taxonomy: Any) -> Any:
    """A taxonomy given as a Python object, in the spec's form:

    * a spec form already (``{"tree": ...}``, ``{"arx": path}``, ``{"intervals": ...}``, ``{"tree_file": ...}``);
    * a nested tree ``{root: {child: {...}, leaf: None}}`` or ``{root: [leaf, ...]}`` (one top-level key);
    * a ``{value: parent}`` map (every parent a string; the one parent that is no value is the root);
    * a path to an ARX hierarchy CSV (``.csv``) or to a file of trees (``.json``, ``.yaml``);
    * a list of interval levels (lists of cut points, finest first), ``[]`` for splits found on the fly.
    """
    if isinstance(taxonomy, (str, Path)):
        suffix = Path(taxonomy).suffix.lower()
        if suffix == ".csv":
            return {"arx": str(taxonomy)}
        if suffix in (".json", ".yaml", ".yml"):
            return {"tree_file": str(taxonomy)}
        raise SpecError(
            "a taxonomy path must be an ARX hierarchy (.csv) or a file of trees (.json, .yaml)",
            field=f"taxonomies.{attribute}",
            value=str(taxonomy),
        )
    if isinstance(taxonomy, list):
        return {"intervals": taxonomy}
    if isinstance(taxonomy, Mapping):
        if set(taxonomy) & TAXONOMY_KEYS and len(taxonomy) <= 3:
            return dict(taxonomy)
        if taxonomy and all(isinstance(parent, str) for parent in taxonomy.values()):
            return {"tree": _nested_from_parents(attribute, taxonomy)}
        if len(taxonomy) == 1:
            return {"tree": dict(taxonomy)}
    raise SpecError(
        "a taxonomy is a nested tree {root: {...}}, a {value: parent} map, an ARX CSV path, a list "
        "of interval levels or a spec form ({tree: ...}, {arx: ...}, ...)",
        field=f"taxonomies.{attribute}",
        value=type(taxonomy).__name__,
    )


def _nested_from_parents(attribute: str, parents: Mapping[str, str]) -> dict[str, Any]:
    children: dict[str, list[str]] = {}
    for value, parent in parents.items():
        children.setdefault(str(parent), []).append(str(value))
    roots = [p for p in children if p not in parents]
    if len(roots) != 1:
        raise SpecError(
            f"a {{value: parent}} map needs exactly one root (a parent that is no value); it has {len(roots)}",
            field=f"taxonomies.{attribute}",
            value=", ".join(sorted(roots)[:3]),
        )

    def subtree(node: str, seen: frozenset[str]) -> Any:
        if node in seen:
            raise SpecError("a {value: parent} map with a cycle", field=f"taxonomies.{attribute}", value=node)
        kids = children.get(node)
        return None if not kids else {kid: subtree(kid, seen | {node}) for kid in kids}

    return {roots[0]: subtree(roots[0], frozenset())}
