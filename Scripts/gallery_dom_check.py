#!/usr/bin/env python3
"""Checks the interactive gallery in headless Chromium against `recipes run` (run by Scripts/check-gallery).

For each state below, Chromium loads the page at `#recipe=NAME&width=W&height=H&scroll=S`, runs its script
(--virtual-time-budget) and dumps the DOM; every drawn element's data- attributes (kind, element kind, index
path, x, y, width, height, zIndex, hidden) must equal, value for value and in output order, the element of
`recipes run NAME --widths W --height H --scale 3 --scroll-offset S --format json`, and the drawing's
attributes its size class, content size and element count. Then one screenshot per recipe. Every load's
browser console must stay empty: the page logs nothing, so any message (an uncaught exception, a rejected
promise, a console.error, a warning) fails the check; a page with a deliberate error is loaded first to show
that console messages are seen at all. Standard library only. Exit status 1 when anything differs.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from html.parser import HTMLParser

# Three recipes below the drawing cap, each at three slider positions: a size-class switch (grid crosses
# 600 points), pinned headers and footers (one state scrolled, so the page's clamping is checked), and
# orthogonal sections whose frames depend on the height.
CHECKS = [
    ("grid", 320, 844, 0),
    ("grid", 600, 844, 0),
    ("grid", 1400, 844, 0),
    ("pinned-list", 200, 844, 0),
    ("pinned-list", 390, 844, 250),
    ("pinned-list", 1020, 844, 0),
    ("orthogonal-behaviors", 375, 844, 0),
    ("orthogonal-behaviors", 835, 568, 0),
    ("orthogonal-behaviors", 1195, 1024, 0),
]
# One screenshot per checked recipe: (file stem, hash, dark mode).
SCREENS = [
    ("grid", "recipe=grid&width=390&tab=swift", False),
    ("pinned-list", "recipe=pinned-list&width=390&scroll=250&tab=frames", False),
    ("orthogonal-behaviors", "recipe=orthogonal-behaviors&width=1020&tab=json", True),
]
SCALE = 3
DRAWING_CAP = 2000
BUDGET_MS = 3000
# A console message in Chromium's log on stderr (--enable-logging=stderr --v=0):
# `[pid:tid:date:INFO:CONSOLE:12] "Uncaught TypeError: ...", source: file:///.../gallery.html (12)`.
CONSOLE_LINE = re.compile(r"^\[[^\]]*:CONSOLE[^\]]*\] (.*)$", re.MULTILINE)
# The page of the console self-check: one uncaught exception, which must be seen.
BROKEN_PAGE = "<!DOCTYPE html><html><body><script>'use strict'; undefinedOnPurpose();</script></body></html>\n"


class DrawingParser(HTMLParser):
    """Collects the drawing's attributes, its elements' data- attributes and the first-drawing mark."""

    def __init__(self):
        super().__init__()
        self.drawing = None
        self.elements = []
        self.first_draw_ms = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html" and "data-first-draw-ms" in a:
            self.first_draw_ms = float(a["data-first-draw-ms"])
        if tag == "svg" and a.get("id") == "drawing":
            self.drawing = a
        if tag == "g" and "el" in (a.get("class") or "").split():
            self.elements.append(a)


def chromium(browser, args, timeout=120):
    """Runs headless Chromium (as root it needs --no-sandbox) and returns its standard output and the
    messages the page wrote to the browser console."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
               "--enable-logging=stderr", "--v=0", f"--virtual-time-budget={BUDGET_MS}"] + args
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise RuntimeError(f"chromium exited {result.returncode}: {result.stderr.strip()[-500:]}")
    return result.stdout, CONSOLE_LINE.findall(result.stderr)


def console_failures(messages, label):
    """Prints the console messages of one load as a failure; returns 1 when there were any, else 0."""
    if not messages:
        return 0
    print(f"FAIL {label}: {len(messages)} message(s) in the browser console:", file=sys.stderr)
    for message in messages[:10]:
        print(f"  {message}", file=sys.stderr)
    return 1


def console_is_seen(browser):
    """True when a page with an uncaught exception shows it in the console this check reads."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "broken.html")
        with open(path, "w", encoding="utf-8") as page:
            page.write(BROKEN_PAGE)
        _, messages = chromium(browser, ["--dump-dom", "file://" + path])
    return any("undefinedOnPurpose" in message for message in messages)


def engine(recipes, name, width, height, scroll):
    """The run `recipes run` gives for one state."""
    command = [recipes, "run", name, "--widths", str(width), "--height", str(height), "--scale", str(SCALE),
               "--scroll-offset", str(scroll), "--format", "json"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)["runs"][0]


def compare(parser, run, state):
    """Every difference between the drawing and the run, as sentences."""
    name, width, height, scroll = state
    problems = []
    d = parser.drawing
    if d is None:
        return ["the page drew no <svg id=\"drawing\">"]
    expected = {
        "data-recipe": name, "data-width": width, "data-height": height, "data-scroll": scroll,
        "data-size-class": run["sizeClass"], "data-content-width": run["contentSize"]["width"],
        "data-content-height": run["contentSize"]["height"], "data-elements": len(run["elements"]),
        "data-drawn": len(run["elements"]),
    }
    for key, value in expected.items():
        actual = d.get(key)
        same = actual == value if isinstance(value, str) else actual is not None and float(actual) == float(value)
        if not same:
            problems.append(f"drawing {key} is {actual!r}, the engine says {value!r}")
    drawn = sorted(parser.elements, key=lambda a: int(a["data-i"]))
    if len(drawn) != len(run["elements"]):
        problems.append(f"{len(drawn)} elements drawn, the engine has {len(run['elements'])}")
    for a, e in zip(drawn, run["elements"]):
        i = a["data-i"]
        pairs = [
            ("kind", a.get("data-kind"), e["kind"]),
            ("element kind", a.get("data-element-kind") or None, e["elementKind"]),
            ("section", int(a["data-section"]), e["section"]),
            ("item", int(a["data-item"]), e["item"]),
            ("x", float(a["data-x"]), float(e["x"])),
            ("y", float(a["data-y"]), float(e["y"])),
            ("width", float(a["data-w"]), float(e["width"])),
            ("height", float(a["data-h"]), float(e["height"])),
            ("zIndex", int(a["data-z"]), e["zIndex"]),
            ("hidden", a.get("data-hidden") == "true", e["hidden"]),
        ]
        for field, actual, wanted in pairs:
            if actual != wanted:
                problems.append(f"element {i} ({e['kind']} {e['section']}.{e['item']}): {field} is {actual!r} "
                                f"on the page, {wanted!r} from the engine")
    return problems


def main():
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--browser", required=True)
    options.add_argument("--recipes", required=True, help="the recipes binary")
    options.add_argument("--page", required=True)
    options.add_argument("--screens", help="the folder for the screenshots; none are taken without it")
    options.add_argument("--check", action="append", metavar="NAME:WIDTH:HEIGHT:SCROLL",
                         help="check these states instead of the built-in recipes' (repeatable; for a package's "
                              "own command and its page, as .ci/run checks Examples/TeamLayouts)")
    args = options.parse_args()
    checks = CHECKS
    screens = SCREENS if args.screens else []
    if args.check:
        checks = []
        for text in args.check:
            name, width, height, scroll = text.split(":")
            checks.append((name, int(width), int(height), int(scroll)))
    url = "file://" + os.path.abspath(args.page)
    started = time.monotonic()
    failures = 0
    first_draws = []
    if not console_is_seen(args.browser):
        print("check-gallery: a page's uncaught exception did not show in Chromium's console log, so script "
              "errors cannot be checked", file=sys.stderr)
        return 1
    print("ok   console: a deliberate script error shows in Chromium's log, so the gallery's would")
    for state in checks:
        name, width, height, scroll = state
        run = engine(args.recipes, name, width, height, scroll)
        if len(run["elements"]) >= DRAWING_CAP:
            print(f"check-gallery: {name} has {len(run['elements'])} elements, not below the drawing cap", file=sys.stderr)
            failures += 1
            continue
        dom, messages = chromium(
            args.browser, ["--dump-dom", f"{url}#recipe={name}&width={width}&height={height}&scroll={scroll}"])
        parser = DrawingParser()
        parser.feed(dom)
        if parser.first_draw_ms is not None:
            first_draws.append(parser.first_draw_ms)
        problems = compare(parser, run, state)
        label = f"{name} at {width} x {height}, scroll {scroll} ({len(run['elements'])} elements, {run['sizeClass']})"
        console = console_failures(messages, label)
        if problems:
            print(f"FAIL {label}:", file=sys.stderr)
            for problem in problems[:10]:
                print(f"  {problem}", file=sys.stderr)
            if len(problems) > 10:
                print(f"  ... and {len(problems) - 10} more", file=sys.stderr)
        if problems or console:
            failures += 1
        else:
            print(f"ok   {label}: every drawn element equals recipes run --format json; the console is empty")
    if screens:
        os.makedirs(args.screens, exist_ok=True)
    for stem, state, dark in screens:
        path = os.path.join(args.screens, f"{stem}.png")
        extra = ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] if dark else []
        _, messages = chromium(args.browser, extra + [f"--screenshot={os.path.abspath(path)}",
                                                      "--window-size=1100,760", f"{url}#{state}"])
        failures += console_failures(messages, f"the screenshot of {state}")
        print(f"wrote {path} ({os.path.getsize(path) // 1024} KiB{', dark mode' if dark else ''})")
    if first_draws:
        worst = max(first_draws)
        note = "" if worst < 1000 else " (over the 1000 ms target)"
        print(f"first drawing after {min(first_draws):.0f} to {worst:.0f} ms (performance.now() at the end of the "
              f"first draw, {len(first_draws)} loads){note}; page {os.path.getsize(args.page) / 1e6:.1f} MB")
    total = ""
    if os.environ.get("CHECK_GALLERY_STARTED"):
        total = f", {time.time() - float(os.environ['CHECK_GALLERY_STARTED']):.0f} s with the build and the page"
    print(f"check-gallery: {time.monotonic() - started:.0f} s in the browser{total}")
    print(f"check-gallery: {len(checks) + len(screens) - failures} passed, {failures} failed "
          "(each state's frames and console, each screenshot's console)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
