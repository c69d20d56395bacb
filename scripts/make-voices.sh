#!/usr/bin/env bash
# Regenerates the interviewer voice previews in public/voices/ with espeak-ng and lame.
# Not a build step: the resulting .mp3 files are committed. Needs: apt-get install -y espeak-ng lame sox
set -euo pipefail

cd "$(dirname "$0")/.."
out=public/voices
mkdir -p "$out"

for tool in espeak-ng lame; do
  command -v "$tool" >/dev/null || {
    echo "make-voices: $tool is missing (Debian: apt-get install -y espeak-ng lame sox)" >&2
    exit 1
  }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | espeak-ng voice+variant | pitch (0-99) | speed (words/min) | text
voices=(
  "ash|en-us+m3|38|150|Hi, I'm Ash, I'll be your interviewer today. Take your time, and tell me a little about yourself."
  "ballad|en-gb+f2|52|145|Hello, I'm Ballad. I'll guide you through today's interview, one question at a time."
  "coral|en-us+f4|68|170|Hi there, I'm Coral! I'm your interviewer today, and I'm excited to hear about your work."
  "sage|en-gb-x-rp+m1|48|135|Good day, I'm Sage. I'll be conducting your interview; answer in your own words, there is no rush."
  "verse|en-us+klatt2|58|160|Hey, I'm Verse, your interviewer for today. Let's start with a project you're proud of!"
)

for entry in "${voices[@]}"; do
  IFS='|' read -r name voice pitch speed text <<<"$entry"
  espeak-ng -v "$voice" -p "$pitch" -s "$speed" -w "$tmp/$name.wav" "$text"
  # mono, 22.05 kHz, constant 48 kbit/s: a few seconds of speech stays well under 60 kB
  lame --quiet -m m --resample 22.05 -b 48 --tt "$name" --ta "Interview AI" "$tmp/$name.wav" "$out/$name.mp3"
  printf '%-7s %6d bytes\n' "$name" "$(stat -c %s "$out/$name.mp3")"
done
