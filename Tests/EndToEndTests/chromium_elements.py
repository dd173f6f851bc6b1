#!/usr/bin/env python3
"""Every element of a page that carries a title, as headless Chromium lays it out, through the
DevTools protocol (chromium_reload.DevTools). Standard library only.

usage: chromium_elements.py CHROMIUM PAGE.html
  Prints one JSON array: for each element with a title attribute, "title", its box's "width" and
  "height" in CSS pixels, and its computed "color", "backgroundColor", "borderTopColor" and
  "outlineColor" as the browser gives them ("rgb(46, 52, 64)", "rgba(235, 203, 139, 0.2)").
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_reload import DevTools  # noqa: E402

PROBE = """JSON.stringify([...document.querySelectorAll("[title]")].map(element => {
  const box = element.getBoundingClientRect(), style = getComputedStyle(element);
  return {title: element.getAttribute("title"), width: box.width, height: box.height, color: style.color,
          backgroundColor: style.backgroundColor, borderTopColor: style.borderTopColor, outlineColor: style.outlineColor,
          borderTopWidth: style.borderTopWidth, outlineWidth: style.outlineWidth, outlineStyle: style.outlineStyle};
}))"""


def main():
    chromium, page = sys.argv[1], os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory() as folder:
        devtools = DevTools(chromium, os.path.join(folder, "profile"))
        try:
            session = devtools.open_page(page)
            result = devtools.call("Runtime.evaluate", session, expression=PROBE, returnByValue=True)
            print(result["result"]["value"], flush=True)
        finally:
            devtools.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
