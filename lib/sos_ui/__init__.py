"""The handheld UI: renders a core state and turns button events into decisions."""
