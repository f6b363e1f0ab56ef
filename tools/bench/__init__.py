"""The benchmarks: the VMs (mpvm), their games (mpgames), the board harness, the
figures each measures and docs/benchmarks.md made from them.
"""
