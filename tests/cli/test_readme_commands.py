"""The commands the README and the example specs print work as written, from the repository root."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml

from seqanon_opt.cli import main
from seqanon_opt.pipeline import default_out_dir
from seqanon_opt.spec.load import load_spec

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "specs" / "examples").glob("*/spec.yaml"))


def header_commands(spec: Path) -> list[tuple[list[str], int]]:
    """The ``seqanon verify`` commands of a spec's header comment, with the exit code the header states."""
    lines = []
    for line in spec.read_text().splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("# ").rstrip())
    header = "\n".join(lines)
    commands = []
    for match in re.finditer(r"seqanon (verify [^\n(]+?)\s*(\(exits (\d)[^\n]*)?$", header, re.M):
        expected = int(match.group(3)) if match.group(3) else None
        if expected is None:  # "exits N" on the header's next line
            tail = header[match.end():].split("seqanon ", 1)[0]
            found = re.search(r"exits (\d)", tail)
            expected = int(found.group(1)) if found else 0
        commands.append((shlex.split(match.group(1)), expected))
    return commands


@pytest.mark.parametrize("spec", EXAMPLES, ids=lambda p: p.parent.name)
def test_example_verify_commands_work_from_the_repository_root(spec, monkeypatch, capsys):
    commands = header_commands(spec)
    assert commands, f"{spec} gives no verify command"
    monkeypatch.chdir(ROOT)
    for argv, expected in commands:
        code = main(argv)
        captured = capsys.readouterr()
        assert code == expected, (argv, captured.out, captured.err)
        assert "Traceback" not in captured.err and "error" not in captured.err, captured.err


def test_default_output_folders_do_not_collide():
    specs = [p for p in (ROOT / "specs").rglob("*.yaml")
             if "sweeps" not in p.parts and "reproductions" not in p.parts]
    folders: dict[Path, Path] = {}
    for path in specs:
        raw = yaml.safe_load(path.read_text())
        if not isinstance(raw, dict) or "roles" not in raw:
            continue  # not a run spec
        out = default_out_dir(load_spec(path)[0])
        assert out not in folders, f"{path} and {folders[out]} both write {out}"
        folders[out] = path
    assert len(folders) >= 10


def test_readme_quickstart_and_debug_placement(tmp_path, monkeypatch, capsys):
    readme = (ROOT / "README.md").read_text()
    assert "seqanon run specs/quickstart.yaml" in readme
    monkeypatch.chdir(tmp_path)  # the default output folder lands here, not in the repository
    assert main(["run", str(ROOT / "specs" / "quickstart.yaml"), "--quiet"]) == 0
    assert (tmp_path / "out" / "quickstart" / "release.csv").exists()
    capsys.readouterr()
    for argv in (["--debug", "run", "missing.yaml"], ["run", "missing.yaml", "--debug"]):
        with pytest.raises(Exception):
            main(argv)  # --debug re-raises, before or after the subcommand
    assert main(["run", "missing.yaml"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
