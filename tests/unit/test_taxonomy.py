"""Taxonomy core: tree queries, cuts, cell generalization, readers (nested, ARX, intervals)."""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.data.taxonomy import (all_cuts, ancestor_table, ancestors, apply_cut, cut_map, encode,
                                       is_ancestor, is_generalization, is_valid_cut, lca, leaf_cut,
                                       leaves_under, taxonomy_from_nested, taxonomy_from_parents)
from seqanon_opt.data.taxonomy_io import interval_taxonomy, read_arx_hierarchy

from helpers import shared_data

# Wang-Fung 2006 style job taxonomy: ANY -> {Professional: [Engineer, Lawyer], Artist: [Dancer, Writer, Painter]}
JOB = {"ANY": {"Professional": ["Engineer", "Lawyer"], "Artist": ["Dancer", "Writer", "Painter"]}}


@pytest.fixture
def job():
    return taxonomy_from_nested("job", JOB)


def n(tax, label):
    return tax.node(label)


def test_shape(job):
    assert job.n_nodes == 8 and job.n_leaves == 5 and job.height == 2
    assert job.labels[job.root] == "ANY"
    assert [job.labels[v] for v in job.leaves] == ["Engineer", "Lawyer", "Dancer", "Writer", "Painter"]
    assert job.leaf_count[n(job, "Artist")] == 3 and job.leaf_count[n(job, "Lawyer")] == 1
    assert job.depth[n(job, "Writer")] == 2


def test_parent_children_ancestors(job):
    assert job.parent[n(job, "Dancer")] == n(job, "Artist")
    assert [job.labels[c] for c in job.children[n(job, "Professional")]] == ["Engineer", "Lawyer"]
    assert [job.labels[v] for v in ancestors(job, n(job, "Painter"))] == ["Painter", "Artist", "ANY"]


def test_is_ancestor_and_lca(job):
    assert is_ancestor(job, n(job, "Artist"), n(job, "Dancer"))
    assert is_ancestor(job, n(job, "Dancer"), n(job, "Dancer"))
    assert not is_ancestor(job, n(job, "Dancer"), n(job, "Artist"))
    assert not is_ancestor(job, n(job, "Professional"), n(job, "Dancer"))
    vec = is_ancestor(job, np.array([n(job, "ANY"), n(job, "Artist")]), np.array([n(job, "Lawyer")] * 2))
    assert vec.tolist() == [True, False]
    assert job.labels[lca(job, n(job, "Dancer"), n(job, "Painter"))] == "Artist"
    assert job.labels[lca(job, n(job, "Dancer"), n(job, "Lawyer"))] == "ANY"
    assert lca(job, n(job, "Writer"), n(job, "Writer")) == n(job, "Writer")


def test_leaves_under_and_ancestor_table(job):
    assert sorted(job.labels[v] for v in leaves_under(job, n(job, "Professional"))) == ["Engineer", "Lawyer"]
    table = ancestor_table(job)
    row = table[n(job, "Writer")]
    assert [job.labels[v] for v in row] == ["Writer", "Artist", "ANY"]
    assert [job.labels[v] for v in table[job.root]] == ["ANY", "ANY", "ANY"]


def test_cuts(job):
    cuts = list(all_cuts(job))
    # 1 (root) + 2 (Professional | its leaves) * 2 (Artist | its leaves)
    assert len(cuts) == 5
    assert all(is_valid_cut(job, c) for c in cuts)
    assert not is_valid_cut(job, [n(job, "Professional")])
    assert not is_valid_cut(job, [n(job, "ANY"), n(job, "Artist")])
    assert is_valid_cut(job, leaf_cut(job))
    cut = [n(job, "Professional"), n(job, "Dancer"), n(job, "Writer"), n(job, "Painter")]
    codes = encode(job, ["Lawyer", "Dancer", "Engineer"])
    assert [job.labels[v] for v in apply_cut(job, codes, cut)] == ["Professional", "Dancer", "Professional"]
    with pytest.raises(ValueError, match="not a valid cut"):
        cut_map(job, [n(job, "Artist")])


def test_encode_rejects_unknown_and_inner_values(job):
    assert encode(job, ["Writer"]).tolist() == [n(job, "Writer")]
    with pytest.raises(KeyError):
        encode(job, ["Pilot"])
    with pytest.raises(KeyError):
        encode(job, ["Artist"])


def test_cell_generalization_validity(job):
    codes = encode(job, ["Lawyer", "Dancer"])
    assert is_generalization(job, np.array([n(job, "Professional"), n(job, "Dancer")]), codes)
    assert not is_generalization(job, np.array([n(job, "Artist"), n(job, "Dancer")]), codes)


def test_not_a_tree_is_rejected():
    with pytest.raises(ValueError, match="names two nodes"):
        taxonomy_from_nested("x", {"*": {"a": ["v"], "b": ["v"]}})
    with pytest.raises(ValueError, match="roots"):
        taxonomy_from_parents("x", ["a", "b"], [-1, -1])
    with pytest.raises(ValueError, match="not a tree|roots"):
        taxonomy_from_parents("x", ["a", "b", "c"], [-1, 2, 1])


def test_arx_reader_collapses_repeats_and_tolerates_duplicate_rows(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("a;A;*\nb;A;*\nc;c;*\na;A;*\n")
    tax, rows = read_arx_hierarchy(path, "h")
    assert tax.n_leaves == 3 and len(rows) == 4
    assert tax.labels[tax.parent[tax.node("c")]] == "*"  # 'c;c;*': c is one node, a leaf of depth 1
    path.write_text("a;A;*\na;B;*\n")
    with pytest.raises(ValueError, match=r"h.csv:2: not a tree"):
        read_arx_hierarchy(path, "h")
    path.write_text("a;A;*\nb;B;+\n")
    with pytest.raises(ValueError, match="roots"):
        read_arx_hierarchy(path, "h")


@pytest.mark.parametrize("attr,leaves,height", [("age", 100, 4), ("education", 16, 3), ("marital-status", 7, 2),
                                                ("native-country", 41, 2), ("workclass", 8, 2),
                                                ("occupation", 14, 2), ("race", 5, 1), ("sex", 2, 1)])
def test_adult_arx_hierarchies(attr, leaves, height):
    """The facts ../shared/data/README.md gives for ARX's Adult hierarchies."""
    path = shared_data("adult", f"adult_hierarchy_{attr}.csv")
    tax, _ = read_arx_hierarchy(path, attr)
    assert tax.n_leaves == leaves and tax.height == height


def test_intervals():
    tax = interval_taxonomy("age", np.array([21, 25, 33, 47, 47]), [[20, 30, 40, 50], [20, 50]])
    # [20,50] covers the values; level 1 is the root itself so it adds no node
    assert tax.labels[tax.root] == "[20, 50]"
    assert sorted(tax.labels[v] for v in tax.children[tax.root]) == ["[20, 30)", "[30, 40)", "[40, 50]"]
    assert tax.labels[tax.parent[tax.node("25")]] == "[20, 30)"
    assert tax.labels[tax.parent[tax.node("47")]] == "[40, 50]"
    assert tax.n_leaves == 4
    assert tax.bounds[tax.node("[30, 40)")].tolist() == [30, 40]


def test_intervals_prune_empty_and_reject_bad_levels():
    tax = interval_taxonomy("x", np.array([1, 2, 9]), [[0, 5, 10, 15]])
    assert "[10, 15]" not in tax.index  # no value there: it would look like a leaf
    with pytest.raises(ValueError, match="does not nest"):
        interval_taxonomy("x", np.array([1, 2]), [[0, 2, 4], [0, 3, 4]])
    with pytest.raises(ValueError, match="spans"):
        interval_taxonomy("x", np.array([1, 20]), [[0, 5, 10]])
    with pytest.raises(ValueError, match="increasing"):
        interval_taxonomy("x", np.array([1]), [[5, 0]])
