"""Saving: the game in progress and the statistics, in microcontroller.nvm
(docs/saving.md). Each piece is imported only while it works, so that play
carries only the policy:
    record  the record's format (constants only: inlined, never loaded)
    crc     the record's CRC-32, for load and store
    load    reads the record from nvm into a buffer, once at start
    store   the record's writes
    stats   sums of the statistics, for the statistics screen
    policy  when to write (resident: polled every pass of the UI's loop)
The UI's side (the buffer, the Saver that imports and drops these) is
sos_ui.saving."""
