"""``colgen-cell`` shows where a long solve is: each step's release and the bound go to the progress display in
force (the solve line's incumbent, bound and gap, and a message per step), on the whole-table path and on the
chunked path of large tables (forced here on random tables of 40-400 rows), and showing them changes nothing."""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

from seqanon_opt import progress
from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.solvers.colgen import chunks as colgen_chunks
from seqanon_opt.solvers.colgen import solver as colgen_solver
from seqanon_opt.solvers.registry import get_solver

SEEDS = range(3)


class Recording(progress.Progress):
    """A display that keeps what it is told."""

    def __init__(self) -> None:
        self.incumbents: list[tuple[float | None, float | None]] = []
        self.notes: list[str] = []

    @property
    def active(self) -> bool:
        return True

    def incumbent(self, objective, bound=None) -> None:
        self.incumbents.append((objective, bound))

    def note(self, text: str) -> None:
        self.notes.append(text)


def _solve(problem, display, close_small=False):
    solver = get_solver("colgen-cell", options={"close_small": close_small})
    with progress.reporting(display):
        return solver.solve(problem, time_limit=3, seed=1, workers=1)


def _chunked(monkeypatch) -> None:
    monkeypatch.setattr(colgen_solver, "CHUNK_TUPLES", 0)
    monkeypatch.setattr(colgen_chunks, "CHUNK_RECORDS", 0)
    monkeypatch.setattr(colgen_chunks, "CHUNK_GROUPS", 2)


@pytest.mark.parametrize("path", ["whole", "closing", "chunked"])
@pytest.mark.parametrize("seed", SEEDS)
def test_each_step_shows_its_release_and_the_bound_and_the_last_is_the_solution(seed, path, monkeypatch):
    chunked = path == "chunked"
    if chunked:
        _chunked(monkeypatch)
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    shown = Recording()
    solution = _solve(problem, shown, close_small=path == "closing")
    assert solution.status.has_solution
    steps = [note for note in shown.notes if note.startswith("colgen-cell, ")]
    assert steps[0].startswith("colgen-cell, start (")
    assert any(note.startswith("colgen-cell, the chunks (first pass)") for note in steps) == chunked
    assert any(note.startswith("colgen-cell, the chunks:") for note in steps) == chunked
    assert any(note.startswith("colgen-cell, the rounding and the dive:") for note in steps) != chunked
    objectives = [objective for objective, _ in shown.incumbents if objective is not None]
    # the releases the messages name (the chunks', the re-partition's, each step's incumbent) are the solve's too
    named = [float(x) for note in steps for x in re.findall(r"(?:release|incumbent) ([0-9.e+]+)", note)]
    assert len(named) == len(steps) and min(named) >= solution.objective * (1 - 1e-5)  # six digits shown
    bounds = [bound for _, bound in shown.incumbents if bound is not None]
    # every release shown is a release of the solve: none below the one it returns, the last one that
    assert min(objectives) == pytest.approx(solution.objective)
    assert objectives[-1] == pytest.approx(solution.objective)
    # every bound shown is proven: none above the release returned, the best the one reported
    assert bounds and max(bounds) <= solution.objective + 1e-6
    assert max(bounds) == pytest.approx(solution.bound)
    if path == "whole":
        assert any(note.startswith("colgen-cell, the polish and the local search (") for note in steps)


@pytest.mark.parametrize("chunked", [False, True])
def test_showing_progress_changes_nothing(chunked, monkeypatch):
    if chunked:
        _chunked(monkeypatch)
    problem = dataclasses.replace(random_problem(0, "LM"), model="cell")
    quiet, shown = _solve(problem, None), _solve(problem, Recording())
    assert (quiet.objective, quiet.bound, quiet.status) == (shown.objective, shown.bound, shown.status)
    for attr, column in quiet.generalized.items():
        assert np.array_equal(np.asarray(column), np.asarray(shown.generalized[attr]))
    assert np.array_equal(quiet.suppressed, shown.suppressed)
