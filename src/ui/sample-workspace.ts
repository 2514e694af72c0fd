/**
 * The workspace a first visit starts with: small enough to read in a minute, with one real bug
 * and a check that finds it. Everything runs in the embedded shell (which has sh, sort, uniq, tr
 * and diff but no node), so "be the model" and a live run can both reproduce and fix it.
 */
export const sampleWorkspace: Record<string, string> = {
  'README.md': `# Word counter

\`bin/top-words.sh FILE N\` prints the N most frequent words of a text file, one per line as
"count word", most frequent first. Words are compared case-insensitively.

Check it with:

    sh test/check.sh

The check fails at the moment: the script prints the rarest words instead of the most frequent.
`,
  'bin/top-words.sh': `#!/bin/sh
# Prints the N most frequent words of FILE as "count word", most frequent first.
# Usage: top-words.sh FILE N
file="$1"
count="\${2:-5}"

tr -cs 'A-Za-z' '\\n' < "$file" \\
  | tr 'A-Z' 'a-z' \\
  | grep -v '^$' \\
  | sort \\
  | uniq -c \\
  | sort -n \\
  | head -n "$count" \\
  | awk '{ print $1, $2 }'
`,
  'data/poem.txt': `The fog comes
on little cat feet.
It sits looking
over harbor and city
on silent haunches
and then moves on.
The cat, the fog, the city: the end.
`,
  'test/check.sh': `#!/bin/sh
# Compares the script's output on data/poem.txt with the expected top two words.
expected='5 the
3 on'
actual=$(sh bin/top-words.sh data/poem.txt 2)
if [ "$actual" = "$expected" ]; then
  echo "ok: top-words.sh gives the expected top two"
  exit 0
fi
echo "FAIL: top-words.sh data/poem.txt 2"
echo "expected:"
echo "$expected"
echo "actual:"
echo "$actual"
exit 1
`,
};
