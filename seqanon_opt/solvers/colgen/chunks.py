"""The release of a large table, chunk by chunk: Mondrian cuts the table into chunks of about
``CHUNK_TUPLES`` distinct tuples, and each chunk gets its own column generation, rounding and dive.

Column generation on the whole table converges slowly above a few thousand tuples (the restricted master
of Adult's 18,109 tuples moves little in 10 minutes), while a chunk of about a thousand tuples converges in
seconds. The chunks are Mondrian's groups under k-anonymity with k = the records of such a chunk (strict
partitioning keeps equal tuples together and similar tuples apart from the rest), so the chunked release
only gives up groups across chunk borders. Every chunk's release is k-anonymous, so their union is (two
groups meeting on one combination are one larger group). The proven bound is the whole table's
(:mod:`.ascent`, :mod:`.bound`): the chunks do not touch it. Chunks run without suppression.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ...problem import Problem
from ..cpsat.run import Budget
from ..heuristics.mondrian import MondrianSolver
from ..tuples import TupleTable
from .diving import dive
from .generation import generate
from .groups import Grouping, grouping_of
from .instance import GroupingInstance
from .pricing import Column, Pricer
from .rounding import round_solution

CHUNK_TUPLES = 600  # distinct tuples per chunk, about (the whole table when it has at most twice this)


def chunked_release(
    problem: Problem, inst: GroupingInstance, pricer: Pricer, budget: Budget, seed: int, deadline: float
) -> Grouping | None:
    """The union of the chunks' releases (None when Mondrian cannot cut the table into chunks)."""
    per_chunk = max(inst.k, int(inst.n_records * CHUNK_TUPLES / max(inst.table.n_tuples, 1)))
    coarse = dataclasses.replace(inst.requirement, k=per_chunk, max_suppressed=0)
    split = MondrianSolver(time_limit=60.0, seed=seed).solve(dataclasses.replace(problem, requirements=(coarse,)))
    chunks = grouping_of(dataclasses.replace(inst, requirement=coarse), pricer, split)
    if chunks is None:
        return None
    total = budget.left
    groups: list[Column] = []
    for chunk in chunks.groups:
        sub = sub_instance(inst, chunk.tuples, chunk.counts)
        share = Budget(total * chunk.size / inst.n_records, budget.wall_limit)
        found = chunk_release(sub, share, seed, deadline)
        budget.charge(share.spent)
        budget.wall_clock_stops += share.wall_clock_stops
        groups.extend(Column(g.combination, chunk.tuples[g.tuples], g.counts, g.cost) for g in found.groups)
    return Grouping(groups, np.zeros(inst.table.n_tuples, dtype=np.int64))


def chunk_release(sub: GroupingInstance, budget: Budget, seed: int, deadline: float) -> Grouping:
    """One chunk: column generation, then the better of the rounding and the dive (the chunk as one group
    when neither runs: no budget or wall clock left)."""
    pricer = Pricer(sub)
    best = Grouping(
        [pricer.column(np.arange(sub.table.n_tuples), sub.table.weight)], np.zeros(sub.table.n_tuples, dtype=np.int64)
    )
    state = generate(sub, pricer, best.groups, budget, seed, deadline=deadline)
    if state.last is None:
        return best
    for found in (
        round_solution(sub, pricer, state.last, state.master.columns),
        dive(sub, pricer, state.master, budget),
    ):
        if found is not None and found.cost(sub) < best.cost(sub) - 1e-9:
            best = found
    return best


def sub_instance(inst: GroupingInstance, tuples: np.ndarray, counts: np.ndarray) -> GroupingInstance:
    """The instance of the records ``counts`` of ``tuples`` (indices into ``inst``'s tuples), no budget."""
    t = inst.table
    table = TupleTable(
        t.attributes, t.taxonomies, t.leaves[tuples], counts.astype(np.int64), np.zeros(0, dtype=np.int64)
    )
    return dataclasses.replace(
        inst,
        requirement=dataclasses.replace(inst.requirement, max_suppressed=0),
        table=table,
        ancestor=tuple(anc[:, tuples] for anc in inst.ancestor),
    )
