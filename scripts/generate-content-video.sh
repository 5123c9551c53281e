#!/usr/bin/env bash
# Regenerates the demo content video the inspiration page shows (docs/decisions/0015-content-video.md).
# The output is committed, so `npm start` and CI never need ffmpeg; run this only to change the clip.
# Deterministic: the same ffmpeg version writes the same bytes (bitexact flags, fixed seed, no audio).
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/storefront/public/videos/content/kontaktlinsen-einsetzen.webm
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:d=8:r=24:speed=0.015:c0=0x0c4a6e:c1=0x7dd3fc:c2=0xf0f9ff:c3=0x0369a1:seed=4" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an -pix_fmt yuv420p \
  -fflags +bitexact -flags:v +bitexact \
  "$out"
echo "wrote $out ($(wc -c <"$out") bytes)"
