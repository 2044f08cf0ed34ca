"""A sequential problem's releases coded once, at build time, for every solver (Shmueli-Tassa et al. section 2.2,
Wang & Fung 2006 section 3): the solvers read node ids, never the previous releases' labels.

* ``release_taxonomies``: the problem's taxonomies, plus the *trivial* taxonomy of every other attribute the
  releases hold (the release attributes, the previous releases' columns, the sensitive attribute and the
  attributes a requirement names): a root ``*`` over one leaf per label, the labels sorted, taken from the
  table and every previous release (Shmueli-Tassa et al. section 2.2: an attribute published as it is, or
  suppressed);
* ``previous_nodes[j][a]``: the node of ``release_taxonomies[a]`` row i of previous release j publishes;
* ``release_codes[a]``: the node of ``release_taxonomies[a]`` the table's row i holds (``codes[a]`` for an
  attribute with a taxonomy).

A suppressed cell (``*`` or empty, stripped) is the root: it publishes nothing. The verifier
(:mod:`seqanon_opt.privacy`) does not read these fields: it codes the releases' labels on its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, taxonomy_from_parents
from .model import FLAT_ROOT

if TYPE_CHECKING:
    from .model import Problem

SUPPRESSED_CELLS = ("*", "")  # the cells a release suppresses (stripped): they publish the root


@dataclasses.dataclass(frozen=True)
class ReleaseCoding:
    """The three coded fields of a sequential :class:`~seqanon_opt.problem.model.Problem` (module docstring)."""

    release_taxonomies: Mapping[str, Taxonomy]
    previous_nodes: tuple[Mapping[str, np.ndarray], ...]
    release_codes: Mapping[str, np.ndarray]


NO_CODING = ReleaseCoding(MappingProxyType({}), (), MappingProxyType({}))  # a problem of another kind


def flat_taxonomy(attribute: str, labels: Iterable[object]) -> Taxonomy:
    """The trivial taxonomy: a root ``*`` over one leaf per distinct label, sorted (suppressed cells excluded)."""
    values = sorted({str(x) for x in labels} - set(SUPPRESSED_CELLS))
    return taxonomy_from_parents(attribute, [FLAT_ROOT, *values], [-1] + [0] * len(values))


def node_ids(tax: Taxonomy, cells: pd.Series, where: str = "") -> np.ndarray:
    """Each cell's node id in ``tax`` (int64, read-only): its stripped label's node, the root for '*' and
    empty cells. ValueError on a label that is no node of ``tax``."""
    labels = cells.astype(str).str.strip()
    codes, found = pd.factorize(labels, sort=False)
    uniques = list(np.asarray(found, dtype=object))
    ids = np.array([tax.index.get(u, tax.root if u in SUPPRESSED_CELLS else -1) for u in uniques], dtype=np.int64)
    if (ids < 0).any():
        raise ValueError(f"label {uniques[np.flatnonzero(ids < 0)[0]]!r} of {where or tax.attribute!r} is no node")
    out = ids[codes] if len(ids) else np.zeros(len(labels), dtype=np.int64)
    out.setflags(write=False)
    return out


def coded_attributes(
    release_attributes: Sequence[str],
    previous: Sequence[pd.DataFrame],
    sensitive: str | None,
    named: Iterable[str],
    columns: Iterable[str],
) -> list[str]:
    """The attributes of the coding, in order: release attributes, previous releases' columns, the sensitive
    one, then the attributes the requirements name (``named``) that are table ``columns``."""
    known = set(columns)
    out = [*release_attributes, *(str(c) for f in previous for c in f.columns)]
    out += [sensitive] if sensitive is not None else []
    out += [a for a in named if a in known]
    return list(dict.fromkeys(out))


def code_releases(
    table: pd.DataFrame,
    taxonomies: Mapping[str, Taxonomy],
    codes: Mapping[str, np.ndarray],
    attributes: Sequence[str],
    previous: Sequence[pd.DataFrame],
) -> ReleaseCoding:
    """Code the table and the previous releases on ``attributes`` (:func:`coded_attributes`): the problem's
    taxonomies kept, a :func:`flat_taxonomy` over the table's and the releases' labels for the others."""
    release_taxonomies = dict(taxonomies)
    release_codes: dict[str, np.ndarray] = {}
    for a in attributes:
        if a not in release_taxonomies:
            labels = [table[a].astype(str).str.strip(), *(f[a].astype(str).str.strip() for f in previous if a in f)]
            release_taxonomies[a] = flat_taxonomy(
                a, np.asarray(pd.unique(pd.concat(labels, ignore_index=True)), object)
            )
        if a in codes:
            release_codes[a] = codes[a]
        else:
            release_codes[a] = node_ids(release_taxonomies[a], table[a], f"column '{a}' of the table")
    previous_nodes = tuple(
        MappingProxyType(
            {
                str(c): node_ids(release_taxonomies[str(c)], frame[c], f"column '{c}' of previous release {j + 1}")
                for c in frame.columns
            }
        )
        for j, frame in enumerate(previous)
    )
    return ReleaseCoding(MappingProxyType(release_taxonomies), previous_nodes, MappingProxyType(release_codes))


def coding_of(problem: Problem) -> ReleaseCoding:
    """The coding of ``problem``'s table and releases as they are now (:func:`code_releases`)."""
    return code_releases(problem.table, problem.taxonomies, problem.codes, _attributes_of(problem), problem.previous)


def _attributes_of(problem: Problem) -> list[str]:
    """:func:`coded_attributes` of a problem, the requirements' quasi-identifiers named."""
    named = [q for r in problem.requirements for q in getattr(r, "quasi_identifiers", ())]
    return coded_attributes(
        problem.release_attributes or (), problem.previous, problem.sensitive, named, problem.table.columns
    )


def with_previous(problem: Problem, previous: Sequence[pd.DataFrame]) -> Problem:
    """A copy of ``problem`` with other previous releases, coded again (what ``dataclasses.replace`` with
    ``previous=`` alone would leave stale)."""
    changed = dataclasses.replace(problem, previous=tuple(previous))
    coding = coding_of(changed)
    return dataclasses.replace(
        changed,
        release_taxonomies=coding.release_taxonomies,
        previous_nodes=coding.previous_nodes,
        release_codes=coding.release_codes,
        coded_from=(changed.table, *changed.previous),
    )


def release_coding(problem: Problem) -> ReleaseCoding:
    """The coding of ``problem``'s releases the solvers read: the one :func:`build_problem` stored
    (``problem.release_taxonomies``, ``previous_nodes``, ``release_codes``) when it was made from this very
    table and these very releases (``problem.coded_from``, the objects) and the problem's taxonomies, else
    (a copy with other rows or releases, e.g. ``seqanon compare``'s N and R) :func:`coding_of` the problem
    as it is now."""
    stored = ReleaseCoding(problem.release_taxonomies, problem.previous_nodes, problem.release_codes)
    return stored if _codes(problem, stored) else coding_of(problem)


def _codes(problem: Problem, coding: ReleaseCoding) -> bool:
    """Does ``coding`` code ``problem`` (one coded release per release, with its columns and rows; every
    attribute of :func:`coding_of` coded, one node per table row; the problem's taxonomies kept)?"""
    sources = (problem.table, *problem.previous)
    if len(problem.coded_from) != len(sources) or any(a is not b for a, b in zip(problem.coded_from, sources)):
        return False
    if len(coding.previous_nodes) != len(problem.previous):
        return False
    for nodes, frame in zip(coding.previous_nodes, problem.previous):
        if list(nodes) != [str(c) for c in frame.columns] or any(len(v) != len(frame) for v in nodes.values()):
            return False
    if any(coding.release_taxonomies.get(a) is not tax for a, tax in problem.taxonomies.items()):
        return False
    codes = coding.release_codes
    return all(a in codes and len(codes[a]) == problem.n_rows for a in _attributes_of(problem))
