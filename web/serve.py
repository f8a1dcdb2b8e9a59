"""A static server for the page's tests: python3 -m http.server's handler, plus `GET /hold`,
answered after 250 ms. In check mode the page keeps one /hold request open while it computes:
headless Chromium's virtual time (--virtual-time-budget) stands still while a fetch is pending,
so the DOM is dumped once the results are in, not when the budget runs out mid-computation
(GPU work does not hold virtual time). `GET /mark?NAME` prints "mark NAME SECONDS" (monotonic
real time): the page's own clock follows virtual time there, so web/test.sh times it this way.

Usage: python3 serve.py PORT DIRECTORY"""
import functools
import http.server
import sys
import time


class Handler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        if self.path.split("?")[0] == "/mark":
            # Real time of a point the page reached (its own clock runs on virtual time).
            print(f"mark {self.path.split('?', 1)[-1]} {time.monotonic():.4f}", flush=True)
            self.send_response(204)
            self.end_headers()
            return
        if self.path.split("?")[0] == "/hold":
            time.sleep(0.25)
            self.send_response(204)
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, *args):
        pass


port, directory = int(sys.argv[1]), sys.argv[2]
handler = functools.partial(Handler, directory=directory)
http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()
