"""Bad `seqanon verify` inputs: each exits 2 (bad input: one stderr line naming the file or flag and the
field or value) or 3 (a release that is not a valid publication: the report names the reason), never with
a traceback, and writes nothing next to its inputs.

Single-table cases use an inline spec with a record key, an insensitive column and a suppression budget of
one record; temporal cases an inline stream of three snapshots; sequential cases Shmueli-Tassa's Table 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

from seqanon_opt.cli import main

from helpers import REPO, snapshot

TABLE1 = REPO / "specs" / "examples" / "shmueli-tassa-table1"
AGES = [30 + 5 * (i % 4) for i in range(12)]
DISEASES = [["flu", "cold", "hiv"][i % 3] for i in range(12)]
WEIGHTS = [str(60 + i) for i in range(12)]
SPEC = {
    "name": "verify-corpus",
    "data": {"columns": ["ssn", "age", "sex", "disease", "weight", "note"],
             "rows": [[f"ssn-{i}", AGES[i], "FM"[i % 2], DISEASES[i], 60 + i, f"n{i}"] for i in range(12)]},
    "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease", "key": "ssn", "insensitive": ["weight"]},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}, "sex": {"tree": {"*": ["F", "M"]}}},
    "requirements": [{"kind": "k-anonymity", "k": 4, "suppression": 0.1}],  # up to 1 record
    "solver": {"name": "cpsat-cut", "time_limit": 10},
}
TEMPORAL = {
    "name": "verify-corpus-temporal",
    "data": {"columns": ["id", "t", "age", "disease"],
             "rows": [[f"p{i}", 1 + i // 4, AGES[i], DISEASES[i]] for i in range(12)]},
    "roles": {"quasi_identifiers": ["age"], "sensitive": "disease", "timestamp": "t", "key": "id"},
    "taxonomies": {"age": {"intervals": [[30, 40, 50], [30, 50]]}},
    "problem": {"kind": "temporal", "window": 2, "mu": {"kind": "linear", "c": 0.1}, "beta": {"default": 1.0}},
    "requirements": [{"kind": "l-eligibility", "l": 2}],
    "objective": "IL",
    "solver": {"name": "relay", "time_limit": 10},
}


def csv(header: str, rows: list[list[str]]) -> str:
    quoted = [",".join(f'"{c}"' if "," in c else c for c in row) for row in rows]
    return header + "\n" + "".join(line + "\n" for line in quoted)


def interval(age: int) -> str:
    return "[30, 40)" if age < 40 else "[40, 50]"


ROWS = [[interval(a), "*", d, w] for a, d, w in zip(AGES, DISEASES, WEIGHTS)]
HEADER = "age,sex,disease,weight"
VALID = csv(HEADER, ROWS)
T_ROWS = [[str(1 + i // 4), str(AGES[i]), DISEASES[i]] for i in range(12)]
T_VALID = csv("t,age,disease", T_ROWS)
R1 = (TABLE1 / "release1.csv").read_text()
R2 = (TABLE1 / "release2.csv").read_text()


@dataclass
class Case:
    name: str
    code: int
    expect: tuple[str, ...]  # exit 2: fragments of the stderr line; exit 3: of the printed report
    files: dict[str, str | bytes] = field(default_factory=dict)
    releases: tuple[str, ...] = ("release.csv",)
    spec: str = "spec.yaml"  # a file of `files`, or "temporal.yaml" (TEMPORAL), or "TABLE1" (the shipped spec)
    extra: tuple[str, ...] = ()


CASES = [
    # ------------------------------------------------------------ unreadable inputs: exit 2
    Case("missing-file", 2, ("release.csv", "--release", "release file not found")),
    Case("folder", 2, ("release.csv", "folder"), files={"release.csv/inside.txt": "x"}),
    Case("empty-file", 2, ("release.csv", "cannot read release"), files={"release.csv": ""}),
    Case("wrong-separator", 2, ("release.csv", "is the separator ';'?"),
         files={"release.csv": VALID.replace(",", ";").replace('"', "")}),
    Case("empty-separator-flag", 2, ("--separator", "value: ''"), files={"release.csv": VALID},
         extra=("--separator", "")),
    Case("unknown-age-label", 2, ("release.csv:4", "column 'age'", "not a node", "'[50, 60)'"),
         files={"release.csv": csv(HEADER, [*ROWS[:2], ["[50, 60)", "*", "hiv", "62"], *ROWS[3:]])}),
    Case("unknown-sex-label", 2, ("release.csv:2", "column 'sex'", "'X'"),
         files={"release.csv": csv(HEADER, [[ROWS[0][0], "X", *ROWS[0][2:]], *ROWS[1:]])}),
    Case("duplicated-header", 2, ("release.csv:1", "column 'age' appears twice", "'age'"),
         files={"release.csv": csv("age,sex,age,weight", ROWS)}),
    Case("first-row-longer-than-header", 2, ("release.csv", "more fields than the header"),  # pandas: an index
         files={"release.csv": csv(HEADER, [[*ROWS[0], "extra"], *ROWS[1:]])}),
    Case("later-row-longer-than-header", 2, ("release.csv", "cannot read release", "line 14"),
         files={"release.csv": VALID + '"[30, 40)",*,flu,60,extra\n'}),
    Case("not-utf8", 2, ("release.csv", "cannot read release"),
         files={"release.csv": VALID.encode().replace(b"flu", b"fl\xe9", 1)}),
    Case("unclosed-quote", 2, ("release.csv", "cannot read release"),
         files={"release.csv": VALID + '"[30, 40),*,flu,60\n'}),
    Case("two-releases-single-table", 2, ("--release", "one --release", "got 2"),
         files={"release.csv": VALID, "again.csv": VALID}, releases=("release.csv", "again.csv")),
    Case("spec-missing", 2, ("nothere.yaml",), files={"release.csv": VALID}, spec="nothere.yaml"),
    Case("spec-bad-yaml", 2, ("spec.yaml",), files={"release.csv": VALID, "spec.yaml": "name: [unclosed\n"}),
    Case("earlier-release-blank", 2, ("r1.csv:3", "column 'age' is blank"),
         files={"r1.csv": R1.replace("20,hepatitis", ",hepatitis"), "r2.csv": R2},
         releases=("r1.csv", "r2.csv"), spec="TABLE1"),
    Case("earlier-release-unknown-label", 2, ("r1.csv:2", "not a node", "'99'"),
         files={"r1.csv": R1.replace("20,measles", "99,measles"), "r2.csv": R2},
         releases=("r1.csv", "r2.csv"), spec="TABLE1"),
    Case("earlier-release-short", 2, ("r1.csv", "earlier release 1 has 3 records"),
         files={"r1.csv": R1.replace("30,angina\n", ""), "r2.csv": R2}, releases=("r1.csv", "r2.csv"),
         spec="TABLE1"),
    Case("earlier-release-unknown-column", 2, ("r1.csv", "a column the table does not have", "'zip'"),
         files={"r1.csv": R1.replace("age,disease", "zip,disease"), "r2.csv": R2},
         releases=("r1.csv", "r2.csv"), spec="TABLE1"),
    Case("earlier-release-missing", 2, ("r1.csv", "release file not found"), files={"r2.csv": R2},
         releases=("r1.csv", "r2.csv"), spec="TABLE1"),
    # ------------------------------------------------------------ not a valid publication: exit 3
    Case("undeclared-column", 3, ("release carries column 'note', which the spec does not publish",),
         files={"release.csv": csv(HEADER + ",note", [[*r, f"n{i}"] for i, r in enumerate(ROWS)])}),
    Case("key-published", 3, ("the record key 'ssn' is published",),
         files={"release.csv": csv(HEADER + ",ssn", [[*r, f"ssn-{i}"] for i, r in enumerate(ROWS)])}),
    Case("missing-qi-column", 3, ("release has no column 'sex'",),
         files={"release.csv": csv("age,disease,weight", [[r[0], r[2], r[3]] for r in ROWS])}),
    Case("missing-insensitive-column", 3, ("release has no column 'weight'",),
         files={"release.csv": csv("age,sex,disease", [r[:3] for r in ROWS])}),
    Case("blank-qi-cell", 3, ("column 'sex': 1 blank cell(s), e.g. row 5",),
         files={"release.csv": csv(HEADER, [*ROWS[:4], [ROWS[4][0], "", *ROWS[4][2:]], *ROWS[5:]])}),
    Case("extra-row", 3, ("1 release row(s) stand for no input record",),
         files={"release.csv": csv(HEADER, [*ROWS, ["[40, 50]", "*", "flu", "99"]])}),
    Case("duplicated-row", 3, ("1 release row(s) stand for no input record",),
         files={"release.csv": csv(HEADER, [*ROWS, ROWS[3]])}),
    Case("missing-rows-beyond-budget", 3, ("2 input record(s) are not in the release, the suppression budget is 1",),
         files={"release.csv": csv(HEADER, ROWS[2:])}),
    Case("header-only", 3, ("12 input record(s) are not in the release",), files={"release.csv": HEADER + "\n"}),
    Case("insensitive-value-changed", 3, ("stand for no input record",),
         files={"release.csv": csv(HEADER, [[*ROWS[0][:3], "61"], *ROWS[1:]])}),
    Case("sensitive-value-unknown", 3, ("stand for no input record",),
         files={"release.csv": csv(HEADER, [[*ROWS[0][:2], "malaria", ROWS[0][3]], *ROWS[1:]])}),
    Case("age-moved-to-non-ancestor", 3, ("stand for no input record",),
         files={"release.csv": csv(HEADER, [["[40, 50]", *ROWS[0][1:]], *ROWS[1:]])}),
    Case("k-violated", 3, ("k-anonymity      NO",),
         files={"release.csv": csv(HEADER, [[str(a), "FM"[i % 2], d, w]
                                            for i, (a, d, w) in enumerate(zip(AGES, DISEASES, WEIGHTS))])}),
    Case("one-value-two-nodes-in-a-cut", 3, ("value '30' is published as several nodes",),
         files={"release.csv": csv(HEADER, [["[30, 50]", *ROWS[0][1:]], *ROWS[1:]])}),
    Case("temporal-all-at-first-snapshot", 3, ("only move forward in time",),
         files={"release.csv": csv("t,age,disease", [["1", *r[1:]] for r in T_ROWS])}, spec="temporal.yaml"),
    Case("temporal-not-a-snapshot", 3, ("'9' (row 12) is not a snapshot of the stream",),
         files={"release.csv": csv("t,age,disease", [*T_ROWS[:11], ["9", *T_ROWS[11][1:]]])},
         spec="temporal.yaml"),
    Case("temporal-missing-timestamp", 3, ("release has no column 't'",),
         files={"release.csv": csv("age,disease", [r[1:] for r in T_ROWS])}, spec="temporal.yaml"),
    Case("sequential-current-duplicated", 3, ("stand for no input record",),
         files={"r2.csv": R2 + "male,measles\n"}, releases=("r2.csv",), spec="TABLE1"),
]


def materialise(case: Case, tmp_path: Path) -> list[str]:
    files = dict(case.files)
    if case.spec == "temporal.yaml":
        files["temporal.yaml"] = yaml.safe_dump(TEMPORAL, sort_keys=False)
    elif case.spec == "spec.yaml":
        files.setdefault("spec.yaml", yaml.safe_dump(SPEC, sort_keys=False))
    for name, content in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    spec = str(TABLE1 / "spec.yaml") if case.spec == "TABLE1" else str(tmp_path / case.spec)
    argv = ["verify", spec]
    for release in case.releases:
        argv += ["--release", str(tmp_path / release)]
    return argv + list(case.extra)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_bad_verify_input(case: Case, tmp_path: Path, capsys) -> None:
    argv = materialise(case, tmp_path)
    before = snapshot(tmp_path)
    code = main(argv)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    assert code == case.code, (code, captured.err, captured.out[-2000:])
    if code == 2:
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("seqanon: error: "), captured.err
        for fragment in case.expect:
            assert fragment in lines[0], (fragment, lines[0])
    else:
        assert not captured.err, captured.err
        for fragment in case.expect:
            assert fragment in captured.out, (fragment, captured.out)
    assert snapshot(tmp_path) == before, "verify left something behind or changed a file"


@pytest.mark.parametrize("spec, files, releases", [
    ("spec.yaml", {"release.csv": VALID}, ("release.csv",)),
    ("spec.yaml", {"release.csv": csv(HEADER, ROWS[::-1][1:])}, ("release.csv",)),  # shuffled, one suppressed
    ("temporal.yaml", {"release.csv": T_VALID}, ("release.csv",)),
    ("temporal.yaml", {"release.csv": csv("t,age,disease", [["3", *r[1:]] if r[0] == "2" else r
                                                            for r in T_ROWS][::-1])}, ("release.csv",)),
])
def test_the_corpus_starts_from_valid_releases(spec, files, releases, tmp_path, capsys):
    """The bad cases are edits of releases that verify (the temporal one also with records moved forward)."""
    argv = materialise(Case("valid", 0, (), files=files, releases=releases, spec=spec), tmp_path)
    assert main(argv) == 0, capsys.readouterr()


def test_the_corpus_is_large_and_distinct():
    names = [c.name for c in CASES]
    assert len(names) == len(set(names)) and len(CASES) >= 25
    assert {c.code for c in CASES} == {2, 3}
