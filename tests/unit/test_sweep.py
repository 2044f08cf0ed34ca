"""The sweep file of `seqanon compare`: parsing, one-line errors, grid expansion, applying parameters."""

from __future__ import annotations

import pytest

from seqanon_opt.compare.cells import CellError, apply_params, cached_problem, cell_id, expand_cells
from seqanon_opt.compare.sweep import load_sweep
from seqanon_opt.errors import SpecError

from helpers import REPO

QUICKSTART = REPO / "specs" / "quickstart.yaml"
L_DIVERSITY = REPO / "specs" / "quickstart-l-diversity.yaml"


def write(tmp_path, grid: str, specs: str = f"[{QUICKSTART}]", name: str = "sweep.yaml"):
    path = tmp_path / name
    path.write_text(f"name: t\nspecs: {specs}\ngrid:\n{grid}")
    return path


def test_example_sweep_parses_and_expands_in_order():
    sweep = load_sweep(REPO / "specs" / "sweeps" / "quickstart-k.yaml")
    assert sweep.name == "quickstart-k" and sweep.specs == ("../quickstart.yaml",)
    assert sweep.spec_paths[0].resolve() == QUICKSTART.resolve()
    assert sweep.grid == {"k": (2, 3, 5), "solver": ("cpsat-cut", "bottom-up")}
    cells = expand_cells(sweep)
    assert [c.param_dict for c in cells] == [{"k": k, "solver": s} for k in (2, 3, 5)
                                              for s in ("cpsat-cut", "bottom-up")]
    assert len({c.id for c in cells}) == 6
    assert [c.id for c in expand_cells(sweep)] == [c.id for c in cells]  # stable
    assert cell_id("a", {"k": 2, "solver": "x"}) == cell_id("a", {"solver": "x", "k": 2})


def test_grid_times_specs(tmp_path):
    path = write(tmp_path, "  k: [2, 3]\n  metric: [LM, EM, distortion]\n", specs=f"[{QUICKSTART}, {L_DIVERSITY}]")
    cells = expand_cells(load_sweep(path))
    assert len(cells) == 2 * 2 * 3
    assert [c.spec_path for c in cells[:6]] == [str(QUICKSTART)] * 6
    assert cells[0].param_dict == {"k": 2, "metric": "LM"} and cells[1].param_dict == {"k": 2, "metric": "EM"}


@pytest.mark.parametrize("grid, field, word", [
    ("  foo: [1]\n", "grid.foo", "unknown parameter"),
    ("  solver: [cpsat-cut, nope]\n", "grid.solver[1]", "unknown solver"),
    ("  k: []\n", "grid.k", "empty"),
    ("  {}\n", "grid", "empty grid"),
    ("  l: [2]\n", "grid.l", "no spec takes parameter 'l'"),
    ("  R: [2]\n", "grid.R", "no spec takes parameter 'R'"),
    ("  metric: [LM, nope]\n", "grid.metric[1]", "unknown metric"),
    ("  k: [2, two]\n", "grid.k[1]", "integers"),
])
def test_bad_grid_is_one_line_naming_file_line_and_field(tmp_path, grid, field, word):
    path = write(tmp_path, grid)
    with pytest.raises(SpecError) as info:
        load_sweep(path)
    message = str(info.value)
    assert info.value.exit_code == 2 and "\n" not in message
    assert message.startswith(f"{path}:4") or (field == "grid" and message.startswith(f"{path}:3"))
    assert f"field '{field}'" in message and word in message


def test_missing_spec_file(tmp_path):
    path = write(tmp_path, "  k: [2]\n", specs="[nothere.yaml]")
    with pytest.raises(SpecError, match=r"sweep.yaml:2: field 'specs\[0\]': spec file not found.*nothere.yaml"):
        load_sweep(path)


def test_missing_sweep_and_unknown_top_level_field(tmp_path):
    with pytest.raises(SpecError, match="sweep file not found"):
        load_sweep(tmp_path / "none.yaml")
    path = tmp_path / "s.yaml"
    path.write_text(f"name: t\nspecs: [{QUICKSTART}]\ngrid: {{k: [2]}}\nextra: 1\n")
    with pytest.raises(SpecError, match=r"s.yaml:4: field 'extra': unknown field"):
        load_sweep(path)


def test_l_is_accepted_when_one_spec_has_it(tmp_path):
    sweep = load_sweep(write(tmp_path, "  l: [2, 3]\n", specs=f"[{QUICKSTART}, {L_DIVERSITY}]"))
    assert len(expand_cells(sweep)) == 4
    with pytest.raises(CellError, match="no requirement"):
        apply_params(cached_problem(QUICKSTART), {"l": 2})


def test_apply_k_metric_n_and_solver_settings():
    problem = cached_problem(QUICKSTART)
    assert problem.n_rows == 24 and problem.requirements[0].max_suppressed == 2  # 10 % of 24
    changed = apply_params(problem, {"k": 5, "metric": "EM", "N": 12, "seed": 3, "time_limit": 4,
                                     "solver": "bottom-up"}, (0.1,))
    assert changed.requirements[0].k == 5 and changed.requirements[0].max_suppressed == 1
    assert changed.objective == "EM"
    assert changed.n_rows == 12 and all(len(c) == 12 for c in changed.codes.values())
    assert changed.table.equals(problem.table.iloc[:12])
    assert dict(changed.taxonomies) == dict(problem.taxonomies)
    from seqanon_opt.compare.run import cell_solver_settings
    from seqanon_opt.spec import load_spec
    settings = cell_solver_settings(*load_spec(QUICKSTART), {"seed": 3, "time_limit": 4, "solver": "bottom-up"})
    assert (settings.seed, settings.time_limit, settings.name) == (3, 4.0, "cpsat-cut")  # solver: as --solver
    # the cached problem is untouched
    assert problem.requirements[0].k == 3 and problem.n_rows == 24 and problem.objective == "LM"
    with pytest.raises(CellError, match="larger than the table"):
        apply_params(problem, {"N": 10, "k": 11})
    with pytest.raises(CellError, match="N=30 is larger"):
        apply_params(problem, {"N": 30})


def test_sliced_problem_solves_and_verifies():
    from seqanon_opt.pipeline import solve_problem
    from seqanon_opt.release import publish
    from seqanon_opt.verify import verify_release
    problem = apply_params(cached_problem(QUICKSTART), {"N": 12, "k": 2})
    solution = solve_problem(problem, "bottom-up")
    release = publish(problem, solution)
    assert len(release) <= 12 and verify_release(problem, release).ok


def test_n_and_r_on_sequential_example_specs(tmp_path):
    """N slices the table and the previous releases alike; R keeps the first R - 1 previous releases."""
    from seqanon_opt.compare.run import run_sweep
    table1 = REPO / "specs" / "examples" / "shmueli-tassa-table1" / "spec.yaml"
    wang_fung = REPO / "specs" / "examples" / "wang-fung-table1" / "spec.yaml"
    base = cached_problem(wang_fung)
    sliced = apply_params(base, {"N": 3, "R": 2})
    assert sliced.n_rows == 3 and len(sliced.previous) == 1 and len(sliced.previous[0]) == 3
    assert sliced.previous[0].equals(base.previous[0].iloc[:3])
    with pytest.raises(CellError, match="R=1: requirement XYAnonymity names 'Disease'"):
        apply_params(base, {"R": 1})
    path = tmp_path / "seq.yaml"
    path.write_text(f"name: seq\nspecs: [{table1}, {wang_fung}]\ngrid:\n  R: [1, 2]\n  N: [3, 4]\n")
    frame = run_sweep(load_sweep(path), tmp_path / "out", quiet=True).frame
    assert len(frame) == 8
    ok = frame[frame["status"].isin(["optimal", "feasible"])]
    assert len(ok) >= 5 and (ok["verified"] == "yes").all()
    assert set(frame[frame["status"] == "invalid"]["error"].str[:4]) <= {"R=1:"}
    # with no earlier release nothing is joined: here the release costs less (0 against 4)
    st = frame[frame["spec"] == str(table1)].set_index(["R", "N"])["objective"]
    assert st[(1, 4)] <= st[(2, 4)]


def test_rows_of_cells_no_longer_in_the_sweep_are_kept_unless_pruned(tmp_path):
    import pandas as pd

    from seqanon_opt.compare.run import run_sweep

    out = tmp_path / "out"
    run_sweep(load_sweep(write(tmp_path, "  k: [2, 3]\n  solver: [full-domain]\n")), out, quiet=True)
    smaller = load_sweep(write(tmp_path, "  k: [2]\n  solver: [full-domain]\n"))
    assert len(run_sweep(smaller, out, quiet=True).frame) == 1
    assert len(pd.read_csv(out / "results.csv")) == 2  # the k = 3 row kept, after the current cells
    assert len(run_sweep(smaller, out, quiet=True, prune=True).frame) == 1
    assert list(pd.read_csv(out / "results.csv")["k"]) == [2]
