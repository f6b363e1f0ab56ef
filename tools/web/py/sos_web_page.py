"""The page's side of the VM, `page`: the JavaScript object tools/web/boot.mjs
makes (globalThis.sosPage) with render(address, records),
nvm_load(key, address, size) (the bytes kept under key, if any, written to
the VM's memory there), nvm_store(key, address, size) and sound(cue)."""
import js

page = js.sosPage
