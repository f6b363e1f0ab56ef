"""The web page's Python side: its build and server (web), the page in headless
Chromium (cdp, web_browser), on a phone (web_phone), the scripted game its
frames are checked against. The page itself is the files beside these.
"""
