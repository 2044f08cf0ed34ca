"""Hierarchy builders (``seqanon hierarchy``): golden outputs, refusals and the command line."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from seqanon_opt.cli import main
from seqanon_opt.data.hierarchy_builders import (
    HierarchyError,
    date_hierarchy,
    interval_hierarchy,
    mapping_hierarchy,
    mask_hierarchy,
    same_tree,
    to_arx_csv,
    to_tree,
)
from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.data.taxonomy_io import read_arx_hierarchy


def test_zip_masking_golden():
    tax = mask_hierarchy(pd.Series(["14850", "13068", "13053", "13053"], name="zip"), 3)
    assert to_arx_csv(tax) == ("13053;1305*;130**;13***;*\n"
                               "13068;1306*;130**;13***;*\n"
                               "14850;1485*;148**;14***;*\n")
    assert to_tree(tax) == {"*": {"13***": {"130**": {"1305*": {"13053": None}, "1306*": {"13068": None}}},
                                  "14***": {"148**": {"1485*": {"14850": None}}}}}


def test_masking_values_of_different_lengths_stay_apart():
    tax = mask_hierarchy(pd.Series(["13053", "12", "7"]), 3)
    # '12' masks to '1*' then '**' (never merged with 5-character codes); '7' masked entirely is the root
    assert to_arx_csv(tax) == "12;1*;**;**;*\n13053;1305*;130**;13***;*\n7;7;7;7;*\n"


def test_date_levels_golden():
    tax = date_hierarchy(pd.Series(["2021-12-31", "2020-05-17", "2020-01-05", "2020-02-29"], name="day"))
    assert to_arx_csv(tax) == ("2020-01-05;2020-01;2020-Q1;2020;*\n"
                               "2020-02-29;2020-02;2020-Q1;2020;*\n"
                               "2020-05-17;2020-05;2020-Q2;2020;*\n"
                               "2021-12-31;2021-12;2021-Q4;2021;*\n")


def test_dates_with_a_format_and_unparseable_dates():
    tax = date_hierarchy(pd.Series(["05/01/2020", "17/05/2020"]), date_format="%d/%m/%Y")
    assert to_arx_csv(tax) == "05/01/2020;2020-01;2020-Q1;2020;*\n17/05/2020;2020-05;2020-Q2;2020;*\n"
    with pytest.raises(HierarchyError) as err:
        date_hierarchy(pd.Series(["2020-01-05", "2020-13-01"]))
    assert err.value.row == 1 and err.value.value == "2020-13-01"


def test_interval_widths_golden():
    tax = interval_hierarchy(pd.Series(["23", "35", "47", "29"], name="age"), widths=[5, 10, 20])
    assert to_arx_csv(tax) == ("23;[20, 25);[20, 30);[20, 40);*\n"
                               "29;[25, 30);[20, 30);[20, 40);*\n"
                               "35;[35, 40);[30, 40);[20, 40);*\n"
                               "47;[45, 50);[40, 50);[40, 60);*\n")


def test_interval_cuts_and_quantiles():
    tax = interval_hierarchy(pd.Series(["21", "29", "35", "40"]), cuts=[[20, 30, 40], [20, 40]])
    assert to_arx_csv(tax) == ("21;[20, 30);[20, 40];*\n29;[20, 30);[20, 40];*\n"
                               "35;[30, 40];[20, 40];*\n40;[30, 40];[20, 40];*\n")
    tax = interval_hierarchy(pd.Series(["1", "2", "3", "4", "5"]), quantiles=[4, 2])
    assert to_arx_csv(tax) == ("1;[1, 2);[1, 3);*\n2;[2, 3);[1, 3);*\n3;[3, 4);[3, 5];*\n"
                               "4;[4, 5];[3, 5];*\n5;[4, 5];[3, 5];*\n")


@pytest.mark.parametrize("kwargs, text", [
    ({"widths": [10, 15]}, "do not nest"),
    ({"quantiles": [4, 3]}, "do not nest"),
    ({"cuts": [[30, 40]]}, "do not cover"),
    ({"cuts": [[20, 30, 50], [20, 40, 50]]}, "do not nest"),
])
def test_interval_refusals(kwargs, text):
    with pytest.raises(HierarchyError, match=text):
        interval_hierarchy(pd.Series(["23", "35", "47"]), **kwargs)


def test_interval_refuses_non_numeric_with_its_row():
    with pytest.raises(HierarchyError) as err:
        interval_hierarchy(pd.Series(["23", "thirty", "47"]), widths=[10])
    assert err.value.row == 1 and err.value.value == "thirty"


def test_mapping_levels_and_refusals():
    mapping = pd.DataFrame({"value": ["clerk", "manager", "farmer"], "group": ["Office", "Office", "Field"],
                            "sector": ["Services", "Services", "Land"]})
    tax = mapping_hierarchy(pd.Series(["farmer", "clerk", "manager"]), mapping)
    assert to_tree(tax) == {"*": {"Land": {"Field": {"farmer": None}},
                                  "Services": {"Office": {"clerk": None, "manager": None}}}}
    with pytest.raises(HierarchyError, match="no group") as err:
        mapping_hierarchy(pd.Series(["clerk", "pilot"]), mapping)
    assert err.value.value == "pilot" and err.value.row == 1
    twice = pd.concat([mapping, pd.DataFrame({"value": ["clerk"], "group": ["Field"], "sector": ["Land"]})],
                      ignore_index=True)
    with pytest.raises(HierarchyError, match="two different groups") as err:
        mapping_hierarchy(pd.Series(["clerk"]), twice)
    assert err.value.value == "clerk" and err.value.where == "mapping" and err.value.row == 3
    not_nested = mapping.assign(sector=["Services", "Land", "Land"])
    with pytest.raises(HierarchyError, match="do not nest"):
        mapping_hierarchy(pd.Series(["clerk", "manager"]), not_nested)


# ------------------------------------------------------------------ command line
@pytest.fixture
def data(tmp_path):
    (tmp_path / "d.csv").write_text("zip,day,age,job\n13053,2020-01-05,23,clerk\n13068,2020-05-17,35,farmer\n"
                                    "14850,2021-12-31,47,clerk\n?,2020-01-05,?,clerk\n")
    return tmp_path


def test_cli_writes_arx_and_tree_files(data, capsys):
    out = data / "zip.csv"
    assert main(["hierarchy", str(data / "d.csv"), "--column", "zip", "--kind", "mask", "--mask-levels", "2",
                 "--format", "arx", "--out", str(out)]) == 0
    assert out.read_text() == "13053;1305*;130**;*\n13068;1306*;130**;*\n14850;1485*;148**;*\n"
    tax, _ = read_arx_hierarchy(out, "zip")
    assert sorted(tax.labels[v] for v in tax.leaves) == ["13053", "13068", "14850"]  # '?' skipped as missing
    trees = data / "trees.json"
    assert main(["hierarchy", str(data / "d.csv"), "--column", "age", "--kind", "intervals", "--widths", "10,20",
                 "--format", "tree", "--out", str(trees)]) == 0
    assert same_tree(taxonomy_from_nested("age", json.loads(trees.read_text())["age"]),
                     interval_hierarchy(pd.Series(["23", "35", "47"]), widths=[10, 20]))
    (data / "m.csv").write_text("value,group\nclerk,Office\nfarmer,Field\n")
    assert main(["hierarchy", str(data / "d.csv"), "--column", "job", "--kind", "mapping", "--mapping",
                 str(data / "m.csv"), "--format", "arx", "--out", str(data / "job.csv")]) == 0
    assert (data / "job.csv").read_text() == "clerk;Office;*\nfarmer;Field;*\n"
    # an existing file is replaced only with --force
    assert main(["hierarchy", str(data / "d.csv"), "--column", "zip", "--kind", "mask", "--mask-levels", "1",
                 "--format", "arx", "--out", str(out)]) == 2
    assert "exists" in capsys.readouterr().err


@pytest.mark.parametrize("args, needle", [
    (["--column", "age", "--kind", "intervals", "--widths", "10,15"], "--widths: widths do not nest"),
    (["--column", "age", "--kind", "intervals", "--cuts", "30,40"], "--cuts: cut points of level 1 do not cover"),
    (["--column", "zip", "--kind", "intervals", "--widths", "10", "--missing", "x"],
     "d.csv:5: field 'zip': not a number (value: '?')"),
    (["--column", "day", "--kind", "dates", "--date-format", "%d/%m/%Y"], "d.csv:2: field 'day': not a date"),
    (["--column", "job", "--kind", "mapping", "--mapping", "MAP"], ("d.csv:3: field 'job': value has no group "
     "in the mapping (value: 'farmer')")),
    (["--column", "job", "--kind", "mapping", "--mapping", "TWICE"], ("t.csv:3: value mapped to two different "
     "groups (value: 'clerk')")),
    (["--column", "nope", "--kind", "mask", "--mask-levels", "1"], "field '--column': no such column"),
    (["--column", "zip", "--kind", "mask"], "needs --mask-levels"),
    (["--column", "zip", "--kind", "mask", "--mask-levels", "1", "--widths", "5"], "--widths: is an option"),
])
def test_cli_bad_input_one_line_exit_2_nothing_written(data, capsys, args, needle):
    (data / "m.csv").write_text("value,group\nclerk,Office\n")
    (data / "t.csv").write_text("value,group\nclerk,Office\nclerk,Field\n")
    args = [str(data / "m.csv") if a == "MAP" else str(data / "t.csv") if a == "TWICE" else a for a in args]
    out = data / "out.csv"
    assert main(["hierarchy", str(data / "d.csv"), *args, "--format", "arx", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err, err
    assert not out.exists() and sorted(p.name for p in data.iterdir()) == ["d.csv", "m.csv", "t.csv"]
