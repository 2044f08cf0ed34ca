"""The paper reproductions in specs/reproductions/: each sweep file is valid and its committed outputs
under docs/results/reproductions/ hold exactly its current cells (so the docs match the files)."""

from __future__ import annotations

import pandas as pd
import pytest

from seqanon_opt.compare.cells import expand_cells
from seqanon_opt.compare.sweep import load_sweep

from helpers import REPO

SWEEPS = sorted((REPO / "specs" / "reproductions").glob("*.yaml"))
PAPERS = {"bottom-up-error", "wang-fung-set-a", "wang-fung-set-b", "shmueli-tassa-tests",
          "shmueli-tassa-adult-1-ablations", "shmueli-tassa-dynamic", "shmueli-tassa-dynamic-3",
          "temporal-window", "song-leakage", "wang-fung-linkability"}


def test_one_sweep_per_paper_figure():
    assert {path.stem for path in SWEEPS} == PAPERS


@pytest.mark.parametrize("path", SWEEPS, ids=lambda p: p.stem)
def test_committed_outputs_match_the_sweep(path):
    sweep = load_sweep(path, check_specs=False)
    assert sweep.name == path.stem and sweep.measures and sweep.paper
    assert sweep.out == REPO / "docs" / "results" / "reproductions" / sweep.name
    frame = pd.read_csv(sweep.out / "results.csv", dtype={"cell_id": str})
    assert list(frame["cell_id"]) == [c.id for c in expand_cells(sweep)]
    ok = frame["status"].isin(["optimal", "feasible"])
    assert (frame.loc[ok, "verified"] == "yes").all()
    for column in sweep.measure_columns:
        assert frame.loc[ok, column].notna().all(), column
    for variant, steps in sweep.chains.items():  # every chained cell built on verified earlier releases
        for step in steps:
            assert (frame.loc[ok & (frame["variant"] == variant), f"{step.label}:verified"] == "yes").all()
    text = (sweep.out / "results.md").read_text()
    assert f"seqanon compare specs/reproductions/{path.name}" in text and "## The paper's numbers" in text
    for line in text.splitlines():
        if line.startswith("!["):
            assert (sweep.out / line[line.index("(") + 1:-1]).exists()


@pytest.mark.parametrize("name, grid", [
    ("temporal-window", {"window": [2, 6]}),
    ("song-leakage", {"N": [1000, 2000]}),
])
def test_committed_numbers_are_reproduced(tmp_path, name, grid):
    """A slice of the sweeps that need no shared data, rerun: the same numbers as committed."""
    import yaml

    from seqanon_opt.compare.run import run_sweep
    path = REPO / "specs" / "reproductions" / f"{name}.yaml"
    data = yaml.safe_load(path.read_text())
    data["specs"] = [str((path.parent / s).resolve()) for s in data["specs"]]
    data["grid"] = grid
    data.pop("out")
    small = tmp_path / f"{name}.yaml"
    small.write_text(yaml.safe_dump(data))
    fresh = run_sweep(load_sweep(small), tmp_path / "out", quiet=True).frame
    committed = pd.read_csv(REPO / "docs" / "results" / "reproductions" / name / "results.csv")
    keys = ["variant", *grid]
    numbers = ["objective", *load_sweep(small).measure_columns]
    merged = fresh.merge(committed, on=keys, suffixes=("", "_committed"))
    assert len(merged) == len(fresh) == 2 * len(data["variants"])
    for column in numbers:
        assert merged[column].astype(float).round(6).tolist() == \
            merged[f"{column}_committed"].astype(float).round(6).tolist(), column
