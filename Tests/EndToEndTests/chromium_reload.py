#!/usr/bin/env python3
"""Watches a page reload itself in headless Chromium, through the DevTools protocol on a pipe
(--remote-debugging-pipe: Chromium reads commands on fd 3 and writes on fd 4, each message
JSON ended by a NUL byte). Standard library only.

usage: chromium_reload.py CHROMIUM FILE.html X,Y
  After the first load prints "loaded #RRGGBB" (the pixel at X,Y of a screenshot) and reads one
  line from stdin (the caller has changed the file meanwhile). Then, without navigating again,
  takes a screenshot after each load the page makes by itself until the pixel differs (at most
  20 s), and prints "reloaded #RRGGBB N", N the loads it saw. Exit 1 when it timed out.
"""
import base64
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import png_pixels  # noqa: E402


class DevTools:
    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
             "--force-color-profile=srgb", "--remote-debugging-pipe", f"--user-data-dir={profile}", "--window-size=400,700",
             "about:blank"],
            # The child keeps 3 and 4 (dup2 leaves them inheritable); everything else above 2 is closed.
            pass_fds=(3, 4), preexec_fn=wire, start_new_session=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        """Ends Chromium and every process it started (renderers, zygote), and waits until they
        are gone: one still writing into the profile would make removing the profile fail."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        deadline = time.time() + 10
        while time.time() < deadline:
            try:
                os.killpg(self.process.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)

    def message(self, deadline):
        while b"\0" not in self.buffer:
            remaining = deadline - time.time()
            if remaining <= 0 or not select.select([self.from_browser], [], [], remaining)[0]:
                raise TimeoutError("no message from Chromium")
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise EOFError("Chromium closed the pipe")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(text)

    def call(self, method, session=None, **params):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params}
        if session:
            request["sessionId"] = session
        os.write(self.to_browser, json.dumps(request).encode() + b"\0")
        deadline = time.time() + 20
        while True:
            reply = self.message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def open_page(self, page):
        """A new tab showing the file `page` (an absolute path), once it has loaded; its session id."""
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable", session)
        self.call("Page.navigate", session, url="file://" + page)
        self.wait_for_load(time.time() + 20)
        return session

    def wait_for_load(self, deadline):
        while True:
            while self.events:
                if self.events.pop(0).get("method") == "Page.loadEventFired":
                    return
            self.events.append(self.message(deadline))


def pixel(devtools, session, point):
    shot = devtools.call("Page.captureScreenshot", session, format="png")
    with tempfile.NamedTemporaryFile(suffix=".png") as file:
        file.write(base64.b64decode(shot["data"]))
        file.flush()
        rows, channels = png_pixels.read(file.name)
    x, y = point
    value = rows[y][x * channels:x * channels + 3]
    return f"#{value[0]:02X}{value[1]:02X}{value[2]:02X}"


def main():
    chromium, page, point = sys.argv[1], os.path.abspath(sys.argv[2]), tuple(int(v) for v in sys.argv[3].split(","))
    with tempfile.TemporaryDirectory() as profile:
        devtools = DevTools(chromium, profile)
        try:
            session = devtools.open_page(page)
            first = pixel(devtools, session, point)
            print("loaded", first, flush=True)
            sys.stdin.readline()
            deadline, loads = time.time() + 20, 0
            while True:
                devtools.wait_for_load(deadline)
                loads += 1
                now = pixel(devtools, session, point)
                if now != first:
                    print("reloaded", now, loads, flush=True)
                    return 0
        except TimeoutError:
            print("timeout", flush=True)
            return 1
        finally:
            devtools.close()


if __name__ == "__main__":
    sys.exit(main())
