"""Studies behind the solvers' defaults, registered as benchmarks and runnable whole:
:mod:`.auto_reach` (where the exact solvers stop proving optimality: ``auto``'s size rule) and
:mod:`.optimality_study` (how far each heuristic lands from the proven optimum)."""
