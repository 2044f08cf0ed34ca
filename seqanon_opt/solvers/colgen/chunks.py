"""The release of a large table, chunk by chunk, never worse than Mondrian's.

Column generation on the whole table converges slowly above a few thousand tuples (on Adult's 18,109
tuples it converged within 600 s at k = 2 and made 3 rounds at k = 10), while a chunk of a few dozen tuples converges
quickly: it keeps only a few dozen of the 6,480 level vectors (:func:`.instance.with_levels`). A chunk is
a node of Mondrian's own recursion under the same k (strict partitioning keeps equal tuples together and
similar tuples apart from the rest) where it first holds at most ``max(CHUNK_RECORDS, CHUNK_GROUPS k)``
records. Since Mondrian cuts a partition by its tuples alone, Mondrian's groups nest inside the chunks;
each chunk's column generation starts from them and keeps the best of them, its rounding, the MIP of
the compact model over its LP support's combinations (every tuple below each; a few nodes of HiGHS's quick
search, :func:`.polish.quick_search`, from the best so far) and its dive. The work a chunk does not use goes
to the next; the work the first pass leaves goes to a second pass over neighbouring chunks in pairs, from
the first pass's groups, so groups may cross those borders. Every chunk's release is k-anonymous, so their
union is (two groups meeting on one combination are one larger group). The proven bound is the whole table's
(:mod:`.ascent`, :mod:`.bound`): the chunks do not touch it. Chunks run without suppression.

On full Adult in 200 s, cutting at nodes of at most 80 tuples (about 130 records) beat 40, 160 and 600
tuples at k = 2 and 10; at k = 100, chunks of 12 groups beat 2 and 6 (``models/cell_column_generation.md``).
Closing each chunk exactly (:mod:`.closing`) was measured and not taken: over 30 random chunks at k = 10
the column generation's releases cost 1,151.5 and the exact optima 1,072.1 (LP 1,021.4), but the chunks of
55-128 tuples, where most of that is, took 5-35 s each; closing only models of at most 600 pairs lowered
200 s runs on all of Adult by 0.3-0.6 % yet raised the 600 s run at k = 10 from 17,626.4 to 18,452.5 (the
polish then found less). The MIP over the LP support's combinations is cheaper and was taken: on the first
10,000 rows at k = 10 the first pass's release drops from 9,844.7 to 9,623.8 (2.2 %; 108 of 186 chunks start
it, 47 gain) for 49.6 work seconds instead of 30.5 (73 s of wall time instead of 60); the solver's release in
120 s drops only from 9,043.9 to 9,025.7 (the polish and the search find much of it later, with less work).
"""

from __future__ import annotations

import dataclasses
import logging

import numpy as np

from ...problem import Problem
from ...progress import report_incumbent
from ..cpsat.run import Budget
from ..criteria import conjunction_for
from ..heuristics.mondrian import TupleTable as MondrianTable
from ..heuristics.mondrian import mondrian_partitions
from ..tuples import TupleTable
from .diving import dive
from .generation import EVALUATIONS_PER_SECOND, charge_pricing, generate
from .groups import Grouping
from .instance import GroupingInstance, grid_size, with_levels
from .polish import CompactModel, placed_once_in_groups_of_k, quick_search, support_combinations, tuples_below
from .pricing import Column, Pricer
from .rounding import round_solution

CHUNK_TUPLES = 600  # tables of more distinct tuples than twice this are released chunk by chunk
CHUNK_RECORDS, CHUNK_GROUPS = 130, 12  # a chunk: Mondrian's node of at most max(these records, these groups of k)
# a part starts only with the work of this many passes over its tuples at every grid level vector: its building,
# its cover duals and one ascent pass are charged whatever its share (so a pass with no work left charged them all)
FIXED_PASSES = 3
CHUNK_NODES = 4  # branch-and-bound nodes of a chunk's MIP over its LP support's combinations (polish.quick_search)
# work seconds of a chunk's MIP per call and per simplex iteration per square root of its size: fitted on the 108 calls
# of the first pass on the first 10,000 rows at k = 10 (sizes 100-3,400; the re-partition's rates charged them a third
# of their wall time)
CHUNK_MIP_RATES = (0.035, 1.03e-5)
BUILD_WORK = 0.01  # work seconds of building a chunk's compact model
PROGRESS_STEPS = 10  # a pass reports its release (progress only) each time this share of the records is done

logger = logging.getLogger(__name__)


def chunked_release(
    problem: Problem,
    inst: GroupingInstance,
    pricer: Pricer,
    budget: Budget,
    seed: int,
    deadline: float,
    support: list[tuple[int, ...]] | None = None,
    pairs_share: float = 1.0,
) -> Grouping | None:
    """The chunks' releases, in two passes: each chunk from Mondrian's groups inside it (with the whole
    budget; a chunk whose column generation converges leaves its work to the next), then, with
    ``pairs_share`` of the work the first pass left (the rest stays in ``budget`` for the polish),
    neighbouring chunks in pairs from the first pass's releases, so groups may cross the borders between
    them. Each step keeps the better of its start and what it finds, so the release never costs more than
    Mondrian's. None when the chunks do not map onto the instance's tuples. ``support``, when given,
    receives the combinations of every chunk's LP support (for :mod:`.polish`)."""
    chunks = mondrian_chunks(problem, inst, deadline)
    if chunks is None:
        return None
    weight = inst.table.weight
    starts = [[pricer.column(tuples[g], weight[tuples[g]]) for g in groups] for tuples, groups in chunks]
    parts = [tuples for tuples, _ in chunks]
    released = release_pass(inst, parts, starts, budget, budget.left, seed, deadline, support, "first pass")
    pairs = [np.sort(np.concatenate(parts[i : i + 2])) for i in range(0, len(parts), 2)]
    paired = [released[i] + (released[i + 1] if i + 1 < len(released) else []) for i in range(0, len(parts), 2)]
    released = release_pass(
        inst, pairs, paired, budget, budget.left * pairs_share, seed, deadline, support, "pairs of chunks"
    )
    return Grouping([g for found in released for g in found], np.zeros(inst.table.n_tuples, dtype=np.int64))


def release_pass(
    inst: GroupingInstance,
    parts: list[np.ndarray],
    starts: list[list[Column]],
    budget: Budget,
    work: float,
    seed: int,
    deadline: float,
    support: list[tuple[int, ...]] | None = None,
    name: str = "pass",
) -> list[list[Column]]:
    """Release every part (sorted tuple indices, whole tuples) from its start (groups in ``inst``'s
    indices) within ``work`` seconds of ``budget``: each part gets the work left times its share of the
    records left, so what a part does not use goes to the next; a part whose work would not pay for
    ``FIXED_PASSES`` passes over its tuples keeps its start (and charges nothing). The cost of the pass's
    release so far (the parts done, the others at their start) goes to the progress display in force each
    tenth of the records where work was done since the last (``name``: the pass's, in its messages)."""
    records_left = float(inst.n_records)
    grid = grid_size(inst)
    released: list[list[Column]] = []
    cost = sum(g.cost for start in starts for g in start)
    shown, shown_at = 0, budget.spent
    for tuples, start in zip(parts, starts):
        done = 1 - records_left / max(inst.n_records, 1)
        if int(PROGRESS_STEPS * done) > shown and budget.spent > shown_at:
            shown, shown_at = int(PROGRESS_STEPS * done), budget.spent
            report_incumbent(cost)
            logger.info(
                "colgen-cell, the chunks (%s): %d of %d parts, release %.6g (work %.1f s)",
                name,
                len(released),
                len(parts),
                cost,
                budget.spent,
            )
        records = float(inst.table.weight[tuples].sum())
        share = Budget(max(work, 0.0) * records / max(records_left, 1.0), budget.wall_limit)
        records_left -= records
        if share.total < FIXED_PASSES * len(tuples) * grid / EVALUATIONS_PER_SECOND:
            released.append(start)  # too little work to build the part and price it once: it stays as it is
            continue
        sub = sub_instance(inst, tuples, inst.table.weight[tuples])
        charge_pricing(share, len(tuples) * grid)  # counting the classes at every level vector (with_levels)
        local = [Column(g.combination, np.searchsorted(tuples, g.tuples), g.counts, g.cost) for g in start]
        found = chunk_release(sub, local, share, seed, deadline, support)
        budget.absorb(share)
        work -= share.spent
        released.append([Column(g.combination, tuples[g.tuples], g.counts, g.cost) for g in found.groups])
        cost += sum(g.cost for g in released[-1]) - sum(g.cost for g in start)
    return released


def mondrian_chunks(
    problem: Problem, inst: GroupingInstance, deadline: float, records: int | None = None
) -> list[tuple[np.ndarray, list[np.ndarray]]] | None:
    """The chunks (sorted tuple indices of ``inst``), each with Mondrian's groups inside it (lists of
    tuple indices): the nodes of Mondrian's recursion on the requirement's QIs where it first holds at most
    ``records`` records (default ``max(CHUNK_RECORDS, CHUNK_GROUPS k)``), and that recursion continued inside each
    (:func:`mondrian_partitions`).
    None when Mondrian's tuples are not the instance's (one QI tuple in two chunks)."""
    qis = tuple(inst.table.attributes)
    plain = dataclasses.replace(
        problem, quasi_identifiers=qis, requirements=(dataclasses.replace(inst.requirement, max_suppressed=0),)
    )
    table = MondrianTable(plain, conjunction_for(plain))
    to_inst = np.full(len(table.ranks), -1, dtype=np.int64)
    to_inst[table.row_tuple] = inst.table.row_tuple
    if len(table.ranks) != inst.table.n_tuples or (to_inst < 0).any():
        return None
    stop_at = records if records is not None else max(CHUNK_RECORDS, CHUNK_GROUPS * inst.k)
    parts, _ = mondrian_partitions(table, deadline, stop_at=stop_at)
    chunks = []
    for part in parts:
        inside, _ = mondrian_partitions(table, deadline, start=part)
        tuples = np.sort(to_inst[part])
        chunks.append((tuples, [np.searchsorted(tuples, to_inst[g]) for g in inside]))
    return chunks


def chunk_release(
    sub: GroupingInstance,
    start: list[Column],
    budget: Budget,
    seed: int,
    deadline: float,
    support: list[tuple[int, ...]] | None = None,
) -> Grouping:
    """One part: column generation from the ``start`` groups (``sub``'s indices, a release of it), then
    the best of them, the rounding, the MIP over the LP support's combinations and the dive; the LP
    support's combinations go to ``support``."""
    pricer = Pricer(sub)
    best = Grouping(start, np.zeros(sub.table.n_tuples, dtype=np.int64))
    state = generate(sub, pricer, best.groups, budget, seed, deadline=deadline, report=False)  # a chunk's numbers
    if state.last is None:
        return best
    combos = support_combinations(state.last, state.master.columns)
    if support is not None:
        support.extend(combos)
    rounded = round_solution(sub, pricer, state.last, state.master.columns)
    if rounded is not None and rounded.cost(sub) < best.cost(sub) - 1e-9:
        best = rounded
    budget.charge(BUILD_WORK)
    starts = [g.combination for g in best.groups]
    model = CompactModel(sub, tuples_below(sub, [*starts, *combos]), seed)
    for found in (
        quick_search(model, pricer, best, budget, deadline, CHUNK_NODES, CHUNK_MIP_RATES),
        dive(sub, pricer, state.master, budget),
    ):
        if found is not None and placed_once_in_groups_of_k(sub, found) and found.cost(sub) < best.cost(sub) - 1e-9:
            best = found
    return best


def sub_instance(inst: GroupingInstance, tuples: np.ndarray, counts: np.ndarray) -> GroupingInstance:
    """The instance of the records ``counts`` of ``tuples`` (indices into ``inst``'s tuples), no budget,
    with its own minimal level vectors."""
    t = inst.table
    table = TupleTable(
        t.attributes, t.taxonomies, t.leaves[tuples], counts.astype(np.int64), np.zeros(0, dtype=np.int64)
    )
    return with_levels(
        dataclasses.replace(inst.requirement, max_suppressed=0),
        table,
        tuple(anc[:, tuples] for anc in inst.ancestor),
        inst.node_loss,
        inst.suppression_cost,
    )
