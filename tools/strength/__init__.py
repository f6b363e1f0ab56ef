"""The bots' strength: the simulator, greedy's tuning, the plots and tables of
docs/strength.md, the challenges chosen from its results.
"""
