# Sourced by the corpus fetch scripts: clone_tagged DEST MIRRORS OWNER/NAME TAG FOLDER LABEL clones OWNER/NAME at TAG into
# DEST/FOLDER (shallow from GitHub, or whole from a local mirror `MIRRORS/owner+name/repo` when MIRRORS holds one), or
# checks TAG out where the clone exists.
clone_tagged() {
  local dest="$1" mirrors="$2" repo="$3" tag="$4" folder="$5" label="$6"
  if [ -d "$dest/$folder/.git" ]; then git -C "$dest/$folder" checkout -q "$tag"; return; fi
  local src="https://github.com/$repo"
  [ -n "$mirrors" ] && [ -d "$mirrors/${repo/\//+}/repo" ] && src="$mirrors/${repo/\//+}/repo"
  if [ "$src" != "https://github.com/$repo" ]; then git clone -q "$src" "$dest/$folder"; else git clone -q --depth 1 --branch "$tag" "$src" "$dest/$folder"; fi
  git -C "$dest/$folder" checkout -q "$tag"
  echo "$label: $folder at $tag"
}
