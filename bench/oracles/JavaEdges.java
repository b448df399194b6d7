// Java reference-edge oracle: the file-level graph of a Java repository as the Java compiler itself resolves names.
//
// usage: java bench/oracles/JavaEdges.java ROOT [--lines] > edges.json      (JDK 17+; no network, no build tool)
//
// Prints a sorted JSON list of [from, to] pairs of repo-relative, '/'-separated paths (no self-edges); with --lines,
// [from, to, line] triples (the first line that makes the edge).
//
// How (bench/agreement.mjs compares our index under the same conventions):
//   * Every .java file of the repository (not under hidden folders, target/, build/ or node_modules/; module-info.java
//     left out: several modules' declarations cannot share one compilation) is parsed and attributed by javac in one
//     task (the Compiler Tree API: JavacTask.parse + analyze), with annotation processing off and no class path: a
//     library's types stay unresolved, which is what our index calls external. Attribution goes on after errors
//     (-XDshould-stop.ifError=FLOW), so a missing dependency does not hide the project's own names. The repository's
//     fully qualified class names must be unique (they are in the corpora we compare; a repository with two
//     variants of one class needs one run per module).
//   * An edge A -> B: a name in A that the compiler resolves to a type declared in B (B's top-level type or one nested
//     in it): a single-type import, the class of a static import (`import static a.B.m;`, `import static a.B.*;`), a
//     simple name (a same-package class, an imported one, a java.lang one the project shadows), a qualified name in
//     code (`a.b.C.m()`), an annotation. Names inside comments and strings are not names.
//   * A class loaded by a literal name (`Class.forName("a.b.C")`, `loader.loadClass("a.b.C$D")`): an edge to its file.
//   * An on-demand import of a package of the repository (`import a.b.*;`) is an edge to every file declaring a
//     top-level type of that package, whether the file uses it or not (it makes them all visible).
//   * A file of a main source set (`src/main/java`) has no edge to a file of another set (`src/test/java`): Maven and
//     Gradle compile main without them, where this one compilation of every file would let javac see them.
import com.sun.source.tree.*;
import com.sun.source.util.*;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;
import javax.lang.model.element.*;
import javax.tools.*;

public class JavaEdges {
  static Path root;
  /** Top-level qualified class name -> repo-relative file. */
  static final Map<String, String> fileOfClass = new HashMap<>();
  /** Package -> files declaring a top-level type in it. */
  static final Map<String, TreeSet<String>> filesOfPackage = new HashMap<>();
  /** "from\0to" -> first line. */
  static final Map<String, Long> edges = new TreeMap<>();

  public static void main(String[] args) throws IOException {
    if (args.length < 1) { System.err.println("usage: java JavaEdges.java ROOT [--lines]"); System.exit(2); }
    root = Paths.get(args[0]).toRealPath();
    boolean withLines = Arrays.asList(args).contains("--lines");
    List<Path> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(p -> p.toString().endsWith(".java") && !p.getFileName().toString().equals("module-info.java"))
          .filter(p -> Files.isRegularFile(p) && !skipped(root.relativize(p)))
          .sorted().collect(Collectors.toList());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int[] errors = {0};
    DiagnosticListener<JavaFileObject> quiet = d -> { if (d.getKind() == Diagnostic.Kind.ERROR) errors[0]++; };
    StandardJavaFileManager fm = javac.getStandardFileManager(quiet, null, StandardCharsets.UTF_8);
    List<String> options = List.of("-proc:none", "-implicit:none", "-nowarn", "-encoding", "UTF-8", "-XDshould-stop.ifError=FLOW",
        "-XDshould-stop.ifNoError=FLOW", "-Xmaxerrs", "1", "-classpath", "", "-sourcepath", "");
    JavacTask task = (JavacTask) javac.getTask(null, fm, quiet, options, null, fm.getJavaFileObjectsFromPaths(files));
    List<CompilationUnitTree> units = new ArrayList<>();
    task.parse().forEach(units::add);
    task.analyze();
    Trees trees = Trees.instance(task);
    for (CompilationUnitTree u : units) {
      String rel = relOf(u);
      String pkg = u.getPackageName() == null ? "" : u.getPackageName().toString();
      for (Tree t : u.getTypeDecls()) {
        if (!(t instanceof ClassTree)) continue;
        String name = ((ClassTree) t).getSimpleName().toString();
        fileOfClass.putIfAbsent(pkg.isEmpty() ? name : pkg + "." + name, rel);
        filesOfPackage.computeIfAbsent(pkg, k -> new TreeSet<>()).add(rel);
      }
    }
    for (CompilationUnitTree u : units) new Refs(u, trees).scan(u, null);
    System.err.println("java oracle: " + files.size() + " files, " + errors[0] + " compiler errors (unresolved libraries)");
    StringBuilder out = new StringBuilder("[");
    boolean first = true;
    for (Map.Entry<String, Long> e : edges.entrySet()) {
      String[] ft = e.getKey().split("\0");
      out.append(first ? "" : ",").append("[").append(json(ft[0])).append(",").append(json(ft[1]));
      if (withLines) out.append(",").append(e.getValue());
      out.append("]");
      first = false;
    }
    System.out.print(out.append("]"));
  }

  static final java.util.regex.Pattern SOURCE_SET = java.util.regex.Pattern.compile("(?:^|/)src/([^/]+)/(?:java|kotlin)/");

  /** Returns the Maven/Gradle source set (`main`, `test`, …) of a repo-relative path, or null outside that layout. */
  static String sourceSet(String rel) {
    java.util.regex.Matcher m = SOURCE_SET.matcher(rel);
    return m.find() ? m.group(1) : null;
  }

  /** Returns true for a path under a folder the comparison leaves out. */
  static boolean skipped(Path rel) {
    for (int i = 0; i < rel.getNameCount() - 1; i++) {
      String d = rel.getName(i).toString();
      if (d.startsWith(".") || d.equals("target") || d.equals("build") || d.equals("node_modules")) return true;
    }
    return false;
  }

  static String relOf(CompilationUnitTree u) {
    return root.relativize(Paths.get(u.getSourceFile().toUri())).toString().replace('\\', '/');
  }

  static String json(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /** The names of one compilation unit that resolve to types of the repository. */
  static class Refs extends TreePathScanner<Void, Void> {
    final CompilationUnitTree unit;
    final Trees trees;
    final String from;

    Refs(CompilationUnitTree unit, Trees trees) { this.unit = unit; this.trees = trees; this.from = relOf(unit); }

    long lineOf(Tree t) {
      long pos = trees.getSourcePositions().getStartPosition(unit, t);
      return pos < 0 ? 0 : unit.getLineMap().getLineNumber(pos);
    }

    void edge(String to, Tree at) {
      if (to == null || to.equals(from)) return;
      // Maven and Gradle compile a main source set without the others: a main file sees no test file (this oracle
      // compiles every file at once, so javac would resolve an on-demand import into the tests of the same package).
      if ("main".equals(sourceSet(from)) && !"main".equals(sourceSet(to)) && sourceSet(to) != null) return;
      long line = lineOf(at);
      if (line <= 0) return; // a tree javac made (an inferred lambda parameter's type): no name in the source
      edges.merge(from + "\0" + to, line, Math::min);
    }

    /** Returns the file declaring the top-level type that encloses element `e`, or null when it is not the repository's. */
    String fileOf(Element e) {
      if (!(e instanceof TypeElement)) return null;
      Element top = e;
      while (top.getEnclosingElement() != null && top.getEnclosingElement().getKind() != ElementKind.PACKAGE) top = top.getEnclosingElement();
      if (!(top instanceof TypeElement)) return null;
      return fileOfClass.get(((TypeElement) top).getQualifiedName().toString());
    }

    /** Returns the element a name at `t` (a child of the current path) resolves to, or null. */
    Element elementOf(Tree t) {
      return trees.getElement(new TreePath(getCurrentPath(), t));
    }

    @Override public Void visitImport(ImportTree t, Void v) {
      MemberSelectTree q = (MemberSelectTree) t.getQualifiedIdentifier();
      String name = q.toString();
      if (t.isStatic()) {
        // import static a.B.m; / import static a.B.*; : the class B (its name is the qualifier).
        String cls = q.getExpression().toString();
        edge(classFile(cls, elementOf(q.getExpression())), t);
      } else if (name.endsWith(".*")) {
        String owner = q.getExpression().toString();
        TreeSet<String> pkgFiles = filesOfPackage.get(owner);
        if (pkgFiles != null) for (String f : pkgFiles) edge(f, t);
        else edge(classFile(owner, elementOf(q.getExpression())), t); // import a.B.*; : B's member types
      } else {
        edge(classFile(name, elementOf(q)), t);
      }
      return null; // the qualifier's parts are not references of their own
    }

    /** Returns the repository file of class `qualified` (its element when javac attributed one, else by name). */
    String classFile(String qualified, Element e) {
      String f = fileOf(e);
      if (f != null) return f;
      // Nested classes: a.b.C.D is declared in C's file.
      String n = qualified;
      while (n.contains(".")) {
        f = fileOfClass.get(n);
        if (f != null) return f;
        n = n.substring(0, n.lastIndexOf('.'));
      }
      return null;
    }

    @Override public Void visitMethodInvocation(MethodInvocationTree t, Void v) {
      // Class.forName("a.b.C") / loader.loadClass("a.b.C$D"): a class loaded by a literal binary name.
      if (t.getMethodSelect() instanceof MemberSelectTree && !t.getArguments().isEmpty() && t.getArguments().get(0) instanceof LiteralTree) {
        String method = ((MemberSelectTree) t.getMethodSelect()).getIdentifier().toString();
        Object value = ((LiteralTree) t.getArguments().get(0)).getValue();
        if ((method.equals("forName") || method.equals("loadClass")) && value instanceof String) {
          edge(classFile(((String) value).replaceAll("\\$.*$", ""), null), t);
        }
      }
      return super.visitMethodInvocation(t, v);
    }

    @Override public Void visitIdentifier(IdentifierTree t, Void v) {
      edge(fileOf(trees.getElement(getCurrentPath())), t);
      return null;
    }

    @Override public Void visitMemberSelect(MemberSelectTree t, Void v) {
      edge(fileOf(trees.getElement(getCurrentPath())), t);
      return super.visitMemberSelect(t, v);
    }
  }
}
