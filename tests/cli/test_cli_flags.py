"""Bad command-line flags: exit 2, one line naming the flag and the value, no traceback, nothing written.

Part of the bad-input corpus (the spec, data and verify families are in their own files). Also: --debug
before or after the command; an internal error is one line with exit 5, never 1 and never a traceback.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from seqanon_opt import pipeline
from seqanon_opt.cli import main

REPO = Path(__file__).resolve().parents[2]
QUICKSTART = str(REPO / "specs" / "quickstart.yaml")
SWEEP = str(REPO / "specs" / "sweeps" / "quickstart-k.yaml")

RUN_FLAGS = [
    ("--time-limit", "0"), ("--time-limit", "-5"), ("--time-limit", "nan"), ("--time-limit", "inf"),
    ("--time-limit", "-inf"), ("--time-limit", "abc"), ("--time-limit", ""), ("--time-limit", "1e999"),
    ("--seed", "-1"), ("--seed", str(2**70)), ("--seed", "2147483648"), ("--seed", "1.5"), ("--seed", "x"),
    ("--seed", "true"), ("--seed", ""),
]


def command(name: str, tmp_path: Path) -> list[str]:
    out = str(tmp_path / "out")
    return {"run": ["run", QUICKSTART, "--out", out, "--quiet"],
            "check": ["check", QUICKSTART, "--out", out, "--quiet"],
            "compile": ["compile", QUICKSTART, "--format", "lp", "--out", str(tmp_path / "out.lp")]}[name]


def assert_flag_error(tmp_path: Path, capsys, code: int, flag: str, value: str) -> None:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert code == 2, err
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert flag in lines[0] and repr(value) in lines[0], lines[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "nothing may be written on bad input"


@pytest.mark.parametrize("flag, value", RUN_FLAGS)
@pytest.mark.parametrize("cmd", ["run", "check"])
def test_bad_solver_flags(tmp_path, capsys, cmd, flag, value):
    code = main([*command(cmd, tmp_path), f"{flag}={value}"])
    assert_flag_error(tmp_path, capsys, code, flag, value)


@pytest.mark.parametrize("value", ["0", "-5", "nan", "abc"])
def test_bad_compile_time_limit(tmp_path, capsys, value):
    code = main([*command("compile", tmp_path), f"--time-limit={value}"])
    assert_flag_error(tmp_path, capsys, code, "--time-limit", value)


@pytest.mark.parametrize("flag, value", [("--jobs", "0"), ("--jobs", "-1"), ("--jobs", "two"), ("--jobs", "1.5")])
def test_bad_compare_flags(tmp_path, capsys, flag, value):
    code = main(["compare", SWEEP, "--out", str(tmp_path / "out"), f"{flag}={value}"])
    assert_flag_error(tmp_path, capsys, code, flag, value)


@pytest.mark.parametrize("flag, value", [("--repeat", "0"), ("--repeat", "-3"), ("--time-limit", "0")])
def test_bad_bench_flags(tmp_path, capsys, flag, value):
    code = main(["bench", "exact-adult", f"{flag}={value}"])
    assert_flag_error(tmp_path, capsys, code, flag, value)


@pytest.mark.parametrize("argv", [["run"], ["verify", QUICKSTART], ["frobnicate"], ["run", QUICKSTART, "--bogus"],
                                  ["compile", QUICKSTART, "--format", "xls", "--out", "x"], []])
def test_usage_errors_are_one_line(capsys, argv):
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith("seqanon: error:"), err


def test_compile_refuses_an_existing_file_unless_forced(tmp_path, capsys):
    out = tmp_path / "model.lp"
    out.write_text("mine")
    assert main(["compile", QUICKSTART, "--format", "lp", "--out", str(out)]) == 2
    assert "--out" in capsys.readouterr().err and out.read_text() == "mine"
    assert main(["compile", QUICKSTART, "--format", "lp", "--out", str(out), "--force"]) == 0
    assert out.read_text() != "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.lp"]


@pytest.mark.parametrize("out", ["/dev/null/m.lp", "/proc/m.lp"])
def test_compile_refuses_an_unwritable_out_before_solving(capsys, out):
    assert main(["compile", QUICKSTART, "--format", "lp", "--out", out]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and out in err


@pytest.mark.parametrize("position", ["before", "after"])
def test_debug_is_accepted_before_or_after_the_command(tmp_path, position):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\n")
    argv = ["run", str(bad), "--out", str(tmp_path / "o")]
    argv = ["--debug", *argv] if position == "before" else [*argv, "--debug"]
    with pytest.raises(Exception) as exc:  # --debug: the error propagates with its traceback
        main(argv)
    assert type(exc.value).__name__ == "SpecError"


def test_without_debug_an_internal_error_is_one_line_and_exit_5(tmp_path, capsys, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("something impossible\nsecond line")
    monkeypatch.setattr(pipeline, "_solve", broken)
    code = main(["run", QUICKSTART, "--out", str(tmp_path / "o"), "--quiet"])
    err = capsys.readouterr().err
    assert code == 5
    assert err.strip().splitlines() == ["seqanon: internal error: RuntimeError: something impossible (a bug; run "
                                        "with --debug for the traceback and please report it)"]
    assert not (tmp_path / "o").exists()


def test_default_output_folders_do_not_collide(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    examples = REPO / "specs" / "examples"
    a, b = examples / "song-table3" / "spec.yaml", examples / "shmueli-tassa-table1" / "spec.yaml"
    from seqanon_opt.pipeline import default_out_dir
    from seqanon_opt.spec import load_spec
    assert default_out_dir(load_spec(a)[0]) != default_out_dir(load_spec(b)[0])
    assert main(["run", QUICKSTART, "--quiet"]) == 0
    assert (tmp_path / "out" / "quickstart" / "release.csv").exists()
