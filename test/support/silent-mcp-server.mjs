// An MCP server over stdio that starts and then never answers: it reads every request
// (initialize included) and says nothing, as a server stuck at start-up does. Any arguments are
// ignored, so a test can pass a marker to find the process by.
process.stdin.resume();
