"""The page's side of the VM, `page`: the JavaScript object tools/web/sos.js
makes (globalThis.sosPage) with render(address, records), now(),
nvm_load(key, address, size) (the bytes kept under key, if any, written to
the VM's memory there), nvm_store(key, address, size) and sound(cue)."""
import js

page = js.sosPage
