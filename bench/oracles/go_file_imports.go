// Go per-file import oracle: each file's package name, imports, package-level declarations and the identifiers it
// leaves to its package, read by the standard library's go/parser.
//
// usage: go run bench/oracles/go_file_imports.go ROOT < files.txt > files.json
// files.txt: repo-relative paths of .go files, one a line. Prints a JSON list of
// {"path": …, "package": …, "line": the package clause's line, "imports": [[path, line], …],
//
//	"declares": [name, …], "refs": [[name, first line], …]}:
//	 - declares: the names the file declares in its package block (functions, types, variables, constants; not
//	   methods, `init` or `_`);
//	 - refs: the identifiers the parser's own scope resolution left unresolved in the file (ast.File.Unresolved: not
//	   declared in the file, nor in any scope around the use; struct field names, selectors, composite literal keys
//	   and labels are never among them), each at its first line. Such a name is the package block's, an import's
//	   or a predeclared one; go_edges.mjs ties it to the sibling file declaring it.
//
// A file that fails to parse is reported on stderr and listed with what the parser could read before the error.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

type file struct {
	Path     string           `json:"path"`
	Package  string           `json:"package"`
	Line     int              `json:"line"`
	Imports  [][2]interface{} `json:"imports"`
	Declares []string         `json:"declares"`
	Refs     [][2]interface{} `json:"refs"`
}

func main() {
	root := os.Args[1]
	out := []file{}
	fset := token.NewFileSet()
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		rel := sc.Text()
		f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, 0)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", rel, err)
		}
		if f == nil {
			continue
		}
		rec := file{Path: rel, Package: f.Name.Name, Line: fset.Position(f.Package).Line, Imports: [][2]interface{}{}}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			rec.Imports = append(rec.Imports, [2]interface{}{p, fset.Position(imp.Path.Pos()).Line})
		}
		rec.Declares = declared(f)
		first := map[string]int{}
		names := []string{}
		bound := importNames(f)
		for _, id := range f.Unresolved {
			if bound[id.Name] {
				continue
			}
			line := fset.Position(id.Pos()).Line
			if at, ok := first[id.Name]; !ok || line < at {
				if !ok {
					names = append(names, id.Name)
				}
				first[id.Name] = line
			}
		}
		rec.Refs = [][2]interface{}{}
		for _, name := range names {
			rec.Refs = append(rec.Refs, [2]interface{}{name, first[name]})
		}
		out = append(out, rec)
	}
	json.NewEncoder(os.Stdout).Encode(out)
}

// declared returns the names a file declares in its package block.
func declared(f *ast.File) []string {
	out := []string{}
	add := func(id *ast.Ident) {
		if id != nil && id.Name != "_" && id.Name != "init" {
			out = append(out, id.Name)
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				add(d.Name)
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch sp := spec.(type) {
				case *ast.TypeSpec:
					add(sp.Name)
				case *ast.ValueSpec:
					for _, id := range sp.Names {
						add(id)
					}
				}
			}
		}
	}
	return out
}

// importNames returns the names a file's imports bind in its file block: an alias, else the package name the import
// path usually has (its last element; `x/v2` and `yaml.v3` name `x` and `yaml`), which the parser does not load.
func importNames(f *ast.File) map[string]bool {
	out := map[string]bool{}
	for _, imp := range f.Imports {
		if imp.Name != nil {
			out[imp.Name.Name] = true
			continue
		}
		p, _ := strconv.Unquote(imp.Path.Value)
		out[defaultName(p)] = true
	}
	return out
}

// defaultName returns the package name an import path usually binds.
func defaultName(p string) string {
	parts := strings.Split(p, "/")
	last := parts[len(parts)-1]
	if len(parts) > 1 && majorElem.MatchString(last) {
		last = parts[len(parts)-2]
	}
	return majorSuffix.ReplaceAllString(last, "")
}

var majorElem = regexp.MustCompile(`^v[0-9]+$`)
var majorSuffix = regexp.MustCompile(`\.v[0-9]+$`)
