"""A saved transformation: the generalization a run chose, re-applied to new records (``seqanon apply``).

A cut or full-domain release is a function of the value alone: every leaf ``v`` of attribute A is
published as the one cut node ``c`` with ``tin(c) <= tin(v) < tout(c)`` (the cut holds exactly one node
on every root-to-leaf path). Saving the cut as node labels therefore lets the same recoding be applied
to records the solver never saw, as ARX applies a saved transformation to new data.

``transformation.json`` (:func:`build_transformation`) holds::

    {"format": "seqanon-transformation", "version": 1, "spec": name, "model": "cut" | "full-domain",
     "reapplicable": true,
     "cuts": {attribute: [node labels]},
     "taxonomies": {attribute: {"sha256": ..., "numeric": bool, "nodes": ... (numeric only)}},
     "suppressed": [0-based positions of the records the run suppressed]}

The taxonomy's identity is ``sha256`` of its labels and parents (:func:`taxonomy_sha256`); a categorical
taxonomy of the new spec with another digest is refused. A numeric (interval) taxonomy depends on the
data (its leaves are the distinct values, empty intervals are pruned, top-down grows intervals on the
fly), so its inner nodes are saved (``nodes``: labels, parents, bounds) and the new values are hung
under the deepest saved interval ``[lo, hi)`` that holds them (the root's upper bound is closed), as
:func:`seqanon_opt.data.taxonomy_io.interval_taxonomy` places them. A cell release generalizes each
record on its own, and sequential and temporal releases depend on earlier releases or timestamps:
they are saved with ``reapplicable: false`` and a ``note`` saying why, and refused by
:func:`apply_to_problem`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np

from .data.taxonomy import Taxonomy, cut_map, encode
from .data.taxonomy_io import _prune_empty_intervals
from .errors import SpecError
from .problem import Problem
from .solution import Solution, Status

FORMAT = "seqanon-transformation"
VERSION = 1
CELL_NOTE = "a cell release generalizes each record on its own; it cannot be re-applied to new records"
KIND_NOTE = (
    "a {kind} release depends on the records' earlier releases or timestamps; it cannot be re-applied to new records"
)


def taxonomy_sha256(tax: Taxonomy) -> str:
    """sha256 of ``json([labels, parents])``: the identity of a taxonomy's structure."""
    text = json.dumps([list(tax.labels), [int(p) for p in tax.parent]], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build_transformation(problem: Problem, solution: Solution) -> dict[str, Any]:
    """The transformation record of a solved ``problem`` (the problem the release was published from,
    refined taxonomies included); see the module docstring."""
    suppressed = solution.suppressed if solution.suppressed is not None else np.zeros(0, bool)
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "spec": problem.name, "model": problem.model}
    if solution.cuts and problem.kind in ("sequential", "temporal"):
        out["reapplicable"] = False
        out["note"] = KIND_NOTE.format(kind=problem.kind)
        out["cuts"] = {a: [problem.taxonomies[a].labels[v] for v in nodes] for a, nodes in solution.cuts.items()}
    elif solution.cuts:
        out["reapplicable"] = True
        out["cuts"] = {a: [problem.taxonomies[a].labels[v] for v in nodes] for a, nodes in solution.cuts.items()}
        taxonomies = {}
        for attr in solution.cuts:
            tax = problem.taxonomies[attr]
            entry: dict[str, Any] = {"sha256": taxonomy_sha256(tax), "numeric": bool(tax.is_numeric)}
            if tax.is_numeric:
                assert tax.bounds is not None  # a numeric taxonomy has bounds
                inner = np.flatnonzero([bool(c) for c in tax.children])  # ids ascending: parents first
                entry["nodes"] = {
                    "labels": [tax.labels[v] for v in inner],
                    "parent": [int(np.searchsorted(inner, tax.parent[v])) if tax.parent[v] >= 0 else -1 for v in inner],
                    "bounds": tax.bounds[inner].tolist(),
                }
            taxonomies[attr] = entry
        out["taxonomies"] = taxonomies
    else:
        out["reapplicable"] = False
        out["note"] = (
            CELL_NOTE
            if problem.model == "cell" or problem.kind not in ("sequential", "temporal")
            else KIND_NOTE.format(kind=problem.kind)
        )
        if solution.generalized:
            out["cells"] = {
                a: [problem.taxonomies[a].labels[v] for v in nodes.tolist()]
                for a, nodes in solution.generalized.items()
            }
    if problem.weight is None:
        out["suppressed"] = np.flatnonzero(suppressed).tolist()
    else:  # a tuple table (the Dask engine): the suppressed tuples by their quasi-identifier values
        qis = list(problem.quasi_identifiers)
        out["suppressed_tuples"] = {
            "columns": qis,
            "rows": problem.table[qis].to_numpy()[suppressed].tolist(),
            "records": problem.count_records(suppressed),
        }
    return out


def read_transformation(source: dict[str, Any] | str | Path) -> tuple[dict[str, Any], str]:
    """The record and the name errors give it: a dict as is, or a transformation.json file."""
    if isinstance(source, dict):
        return source, "<transformation>"
    path = Path(source)
    if not path.is_file():
        raise SpecError("transformation file not found", file=str(path), field="--transformation")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SpecError(f"not a JSON transformation file ({exc})".splitlines()[0], file=str(path)) from None
    if not isinstance(data, dict) or "model" not in data:
        raise SpecError(
            "not a transformation (no 'model'); give the transformation.json of a seqanon run", file=str(path)
        )
    return data, str(path)


def file_sha256(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _numeric_taxonomy(problem: Problem, attr: str, nodes: dict[str, Any], where: str) -> Taxonomy:
    """The saved intervals with the new data's values as leaves, each under the deepest saved interval
    [lo, hi) holding it (hi closed at the root); empty intervals pruned."""
    labels, parent = list(nodes["labels"]), [int(p) for p in nodes["parent"]]
    bounds = np.asarray(nodes["bounds"], dtype=float).reshape(-1, 2)
    old = problem.taxonomies[attr]
    assert old.bounds is not None  # the saved cut holds intervals only for numeric taxonomies
    values = old.bounds[old.leaves, 0]
    lo, hi = bounds[:, 0][None, :], bounds[:, 1][None, :]
    root_hi = bounds[0, 1]
    inside = (lo <= values[:, None]) & ((values[:, None] < hi) | ((values[:, None] == hi) & (hi == root_hi)))
    depth = np.zeros(len(labels), dtype=np.int64)
    for v in range(1, len(labels)):  # parents come first
        depth[v] = depth[parent[v]] + 1
    owner = np.where(inside, depth[None, :], -1).argmax(axis=1)
    outside = ~inside.any(axis=1)
    if outside.any():
        leaf = int(old.leaves[np.flatnonzero(outside)[0]])
        raise SpecError(
            f"value {old.labels[leaf]!r} of column '{attr}' is outside the saved intervals {labels[0]}",
            file=where,
            field=f"taxonomies.{attr}",
            value=old.labels[leaf],
        )
    all_labels = labels + [old.labels[v] for v in old.leaves]
    all_parent = parent + owner.tolist()
    all_bounds = [tuple(b) for b in bounds.tolist()] + [(x, x) for x in values.tolist()]
    return _prune_empty_intervals(attr, all_labels, all_parent, all_bounds, n_values=len(values))


def apply_to_problem(
    problem: Problem, record: dict[str, Any], where: str = "<transformation>"
) -> tuple[Problem, Solution]:
    """Generalize every record of ``problem`` with the saved cuts: (the problem, with the saved
    intervals for numeric attributes, and a Solution with nothing suppressed). SpecError on a cell
    transformation, another model, a changed taxonomy, or a value no cut node covers."""
    if record.get("reapplicable") is False or "cells" in record or record.get("model") == "cell":
        raise SpecError(str(record.get("note") or CELL_NOTE), file=where, field="model", value=str(record.get("model")))
    if problem.kind in ("sequential", "temporal"):
        raise SpecError(KIND_NOTE.format(kind=problem.kind), file=where, field="problem.kind", value=problem.kind)
    if record.get("model") != problem.model:
        raise SpecError(
            f"the transformation is a {record.get('model')} generalization, the spec asks for {problem.model}",
            file=where,
            field="model",
            value=str(record.get("model")),
        )
    cuts = record.get("cuts")
    if not isinstance(cuts, dict) or set(cuts) != set(problem.quasi_identifiers):
        raise SpecError(
            f"the transformation's attributes {sorted(cuts or {})} are not the spec's "
            f"quasi-identifiers {sorted(problem.quasi_identifiers)}",
            file=where,
            field="cuts",
        )
    saved = record.get("taxonomies") or {}
    taxonomies, codes = dict(problem.taxonomies), dict(problem.codes)
    generalized, cut_ids = {}, {}
    for attr, labels in cuts.items():
        entry = saved.get(attr) or {}
        if entry.get("nodes") is not None:
            tax = _numeric_taxonomy(problem, attr, entry["nodes"], where)
            taxonomies[attr] = tax
            codes[attr] = encode(tax, problem.table[attr])
        else:
            tax = taxonomies[attr]
            if entry.get("sha256") and entry["sha256"] != taxonomy_sha256(tax):
                raise SpecError(
                    f"the taxonomy of '{attr}' differs from the one the transformation was made "
                    "with (sha256 of its labels and parents)",
                    file=where,
                    field=f"taxonomies.{attr}",
                    value=entry["sha256"][:12],
                )
        unknown = [label for label in labels if label not in tax.index]
        if unknown:
            raise SpecError(
                f"cut node {unknown[0]!r} of '{attr}' is no node of its taxonomy",
                file=where,
                field=f"cuts.{attr}",
                value=unknown[0],
            )
        ids = [tax.index[label] for label in labels]
        mapping = cut_map_covering(tax, ids)
        nodes = mapping[codes[attr]]
        if (nodes < 0).any():
            value = str(problem.table[attr].to_numpy()[np.flatnonzero(nodes < 0)[0]])
            raise SpecError(
                f"value {value!r} of column '{attr}' lies under no node of the saved cut",
                file=where,
                field=f"cuts.{attr}",
                value=value,
            )
        generalized[attr], cut_ids[attr] = nodes, ids
    problem = dataclasses.replace(problem, taxonomies=MappingProxyType(taxonomies), codes=MappingProxyType(codes))
    solution = Solution(
        solver="apply",
        status=Status.FEASIBLE,
        generalized=generalized,
        suppressed=np.zeros(problem.n_rows, bool),
        cuts=cut_ids,
        message="saved transformation re-applied",
    )
    return problem, solution


def cut_map_covering(tax: Taxonomy, cut: list[int]) -> np.ndarray:
    """``m[v]``: the cut node at or above v, -1 where none (a cut whose nodes lost their leaves is still
    applied to the leaves it covers); :func:`seqanon_opt.data.taxonomy.cut_map` when the cut is valid."""
    try:
        return cut_map(tax, cut)
    except ValueError:
        mapping = np.full(tax.n_nodes, -1, dtype=np.int64)
        for node in cut:
            mapping[(tax.tin >= tax.tin[node]) & (tax.tin < tax.tout[node])] = node
        return mapping


def small_groups(problem: Problem, solution: Solution) -> tuple[np.ndarray, int]:
    """Rows in QI groups that break the spec's requirements, and how many such groups there are: judged
    by the solvers' criterion layer when the requirements are one conjunction of group criteria on the QIs
    (k-anonymity, the l-diversity family, t-closeness, ...), else by the largest k of the k-anonymity
    requirements (none without one)."""
    from .solvers.criteria import conjunction_for, conjunction_reason

    if not solution.generalized:
        return np.zeros(problem.n_rows, bool), 0
    keys = np.stack([solution.generalized[a] for a in problem.quasi_identifiers], axis=1)
    _, inverse, counts = np.unique(keys, axis=0, return_inverse=True, return_counts=True)
    inverse = inverse.reshape(-1)
    if conjunction_reason(problem) is None:
        conjunction = conjunction_for(problem)
        stats = conjunction.tuple_stats(np.arange(problem.n_rows), np.ones(problem.n_rows))
        bad = conjunction.violating_groups(stats, inverse, len(counts))
        return bad[inverse], int(bad.sum())
    ks = [int(getattr(req, "k", 0)) for req in problem.requirements if type(req).__name__ == "KAnonymity"]
    if not ks:
        return np.zeros(problem.n_rows, bool), 0
    return counts[inverse] < max(ks), int((counts < max(ks)).sum())


def suppress_small_groups(problem: Problem, solution: Solution) -> tuple[Solution, int]:
    """The ARX model of suppression: the QI groups that break a requirement are left out whole, when their
    rows fit the release's one suppression budget (a fraction of the new table); otherwise nothing is
    suppressed and the verification reports them. Returns the solution and the number of such groups."""
    small, n_groups = small_groups(problem, solution)
    budgets = [int(req.max_suppressed) for req in problem.requirements if hasattr(req, "max_suppressed")]
    budget = min(budgets, default=0)
    if 0 < small.sum() <= budget:
        return dataclasses.replace(solution, suppressed=small), n_groups
    return solution, n_groups


def write_transformation(path: Path, record: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
