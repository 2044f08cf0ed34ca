"""Data generators: enlargements of real tables and the synthetic data of benchmarks and sweeps.

:mod:`.variations` (the 'variations' enlargement), :mod:`.streams` (temporally skewed snapshot streams),
:mod:`.employees` (Song et al.'s employees); :mod:`.committed` rewrites the generated files committed
under specs/data/ (``python -m seqanon_opt.data.generators song|temporal <csv>``). They depend on data
only: no problem, solver or pipeline.
"""
