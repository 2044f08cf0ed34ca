"""classification-error's ``also_min_samples_leaf``: E and the references again per leaf size of the tree
(issue 18: how sensitive E - B is to the learner standing in for C4.5)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError
from test_measures_utility import TEST, _context, _measure, _rows, _spec, _write_test

from seqanon_opt.measures import get_measure

# training: y2 (the only 'no' value) has 3 records; a tree with at least 5 records per leaf cannot
# isolate them and predicts 'yes' everywhere, a tree with 1 record per leaf learns a = y2 -> 'no'
TRAIN_FEW_NO = _rows({"x1": 10, "x2": 10, "y1": 10, "y2": 3}, ("u", "v"))
MAJORITY_ERROR = 40.0   # 8 of TEST's 20 records are 'no'


def test_each_leaf_size_gets_its_own_error_and_references(tmp_path):
    test = _write_test(tmp_path, TEST)
    ctx = _context(tmp_path, _spec(TRAIN_FEW_NO, k=1))      # nothing generalized: E = B
    out = _measure(ctx, test=test, references={"B": [], "W": "all"}, min_samples_leaf=5,
                   also_min_samples_leaf=[1, 3])
    assert out == {"classification_error": MAJORITY_ERROR, "classification_error:B": MAJORITY_ERROR,
                   "classification_error:W": MAJORITY_ERROR,
                   "classification_error@leaf=1": 0.0, "classification_error@leaf=1:B": 0.0,
                   "classification_error@leaf=1:W": MAJORITY_ERROR,
                   "classification_error@leaf=3": 0.0, "classification_error@leaf=3:B": 0.0,
                   "classification_error@leaf=3:W": MAJORITY_ERROR}
    # the main setting alone is unchanged by the option
    assert _measure(ctx, test=test, references={"B": []}, min_samples_leaf=5) == {
        "classification_error": MAJORITY_ERROR, "classification_error:B": MAJORITY_ERROR}


def test_generalized_away_the_leaf_size_no_longer_matters(tmp_path):
    """a at its root: every leaf size sees one value and predicts the majority; B still depends on it."""
    test = _write_test(tmp_path, TEST)
    ctx = _context(tmp_path, _spec(TRAIN_FEW_NO, k=33))     # one group: every QI at its root
    out = _measure(ctx, test=test, references={"B": []}, min_samples_leaf=5, also_min_samples_leaf=[1])
    assert out == {"classification_error": MAJORITY_ERROR, "classification_error:B": MAJORITY_ERROR,
                   "classification_error@leaf=1": MAJORITY_ERROR, "classification_error@leaf=1:B": 0.0}


def test_columns_plot_and_validation():
    measure = get_measure("classification-error")
    options = measure.options
    default = options.model_validate({"test": "t.csv", "references": {"B": []}})
    assert default.min_samples_leaf == 20 and default.also_min_samples_leaf == []
    assert measure.columns(default) == ["classification_error", "classification_error:B"]
    more = options.model_validate({"test": "t.csv", "references": {"B": []}, "also_min_samples_leaf": [1, 50]})
    assert measure.columns(more) == ["classification_error", "classification_error:B",
                                     "classification_error@leaf=1", "classification_error@leaf=1:B",
                                     "classification_error@leaf=50", "classification_error@leaf=50:B"]
    assert measure.plotted(more) == ["classification_error", "classification_error:B"]
    for bad in ([0], [5, 5], [20]):          # below 1, repeated, the main setting again
        with pytest.raises(ValidationError):
            options.model_validate({"test": "t.csv", "also_min_samples_leaf": bad})
