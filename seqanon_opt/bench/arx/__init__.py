"""ARX side by side with our exact solvers on Adult: ``arx-adult`` (:mod:`.adult`, k-anonymity) and
``arx-criteria`` (:mod:`.criteria`, k-anonymity AND l-diversity / t-closeness; its Java driver
``ArxCriteriaDriver.java`` sits beside it, its result table in :mod:`.criteria_table`)."""
