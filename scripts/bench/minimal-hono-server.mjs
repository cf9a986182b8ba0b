// The start-up reference (issue 35): the smallest server on the shop's own
// stack, hono + @hono/node-server, answering GET / with 200. The bench starts
// it exactly as it starts the shop (spawn → first 200, polled every 10 ms), on
// the same machine in the same run, so the shop's start-up is judged as a
// multiple of what Node and Hono alone take here.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("ok"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST || "127.0.0.1" });
