#!/usr/bin/env python3
"""What a stylesheet gives the page's root in headless Chromium, case by case, through the DevTools
protocol (chromium_reload.DevTools). Standard library only.

usage: chromium_cascade.py CHROMIUM STYLESHEET... < cases.json
  cases.json: [{"attributes": {"data-palette": "nord", ...}, "contrast": "more" | "no-preference",
                "properties": ["--paper", ...], "selector": ":where(...)" or null}, ...]
  The page links each stylesheet in the order given. For each case the root element gets exactly
  those attributes (and the body "bodyAttributes", none when absent), the media feature
  prefers-contrast is emulated as given (or every feature of "features", [{"name", "value"}],
  when the case has them), and the line printed is a
  JSON object: "values", the root's computed value of each property (trimmed), "matches", whether
  the root matches the selector, and "childMatches", whether an element inside the body does (both
  null without a selector).
  A case's "elements", each a list of {"tag", "id", "classes", "attributes": [[name, value]]}
  from the outermost to the element itself, are built in the body (a tag of null as a span), and
  "elements" in the line printed holds each last element's computed value of each property.
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_reload import DevTools  # noqa: E402

PROBE = """(() => {
  const root = document.documentElement, wanted = %s;
  const body = document.body, child = document.getElementById("child");
  for (const element of [root, body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted.attributes)) root.setAttribute(name, value);
  for (const [name, value] of Object.entries(wanted.bodyAttributes || {})) body.setAttribute(name, value);
  const built = (wanted.elements || []).map(chain => {
    let parent = body, top = null;
    for (const spec of chain) {
      const element = document.createElement(spec.tag || "span");
      if (spec.id) element.id = spec.id;
      for (const name of spec.classes) element.classList.add(name);
      for (const [name, value] of spec.attributes) element.setAttribute(name, value);
      parent.appendChild(element);
      top = top || element;
      parent = element;
    }
    return {top, last: parent};
  });
  const computed = element => Object.fromEntries(wanted.properties.map(name => [name, getComputedStyle(element).getPropertyValue(name).trim()]));
  const elements = built.map(({last}) => computed(last));
  built.forEach(({top}) => top.remove());
  return JSON.stringify({
    elements,
    values: computed(root),
    matches: wanted.selector === null ? null : root.matches(wanted.selector),
    childMatches: wanted.selector === null ? null : child.matches(wanted.selector)
  });
})()"""


def main():
    chromium, stylesheets = sys.argv[1], [os.path.abspath(path) for path in sys.argv[2:]]
    cases = json.load(sys.stdin)
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "page.html")
        with open(page, "w") as file:
            links = "".join(f'<link rel="stylesheet" href="file://{path}">' for path in stylesheets)
            file.write(f'<!doctype html><html><head>{links}</head><body><div id="child"></div></body></html>')
        devtools = DevTools(chromium, os.path.join(folder, "profile"))
        try:
            session = devtools.open_page(page)
            for case in cases:
                features = case.get("features") or [{"name": "prefers-contrast", "value": case["contrast"]}]
                devtools.call("Emulation.setEmulatedMedia", session, features=features)
                result = devtools.call("Runtime.evaluate", session, expression=PROBE % json.dumps(case), returnByValue=True)
                print(result["result"]["value"], flush=True)
        finally:
            devtools.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
