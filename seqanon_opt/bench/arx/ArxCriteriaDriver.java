/*
 * ArxCriteriaDriver: optimal full-domain generalization of ARX's Adult with ARX (Flash, OPTIMAL) under
 * k-anonymity combined with one criterion on a sensitive attribute.
 *
 * Usage:
 *   java -cp <ARX lib jars>:<driver dir> ArxCriteriaDriver \
 *        --data DATA_DIR --k 5 --criterion entropy:3 --supp 0.05 \
 *        [--sensitive occupation] [--qis sex,age,...] [--reps N] [--release FILE.csv]
 *
 * DATA_DIR holds adult.csv and adult_hierarchy_<column>.csv (ARX's own files, ';'-separated). Every
 * column named in --qis is a quasi-identifier with its hierarchy, --sensitive is ARX's
 * SENSITIVE_ATTRIBUTE, every other column is insensitive. Default --qis: the 8 QIs of the arx-adult
 * bench minus occupation, the default sensitive attribute.
 *
 * --criterion (added to new KAnonymity(k)):
 *   none             k-anonymity alone (the sensitive column is then insensitive: ARX refuses a
 *                    sensitive attribute that no model reads)
 *   distinct:L       new DistinctLDiversity(sensitive, L)             at least L distinct values
 *   entropy:L        new EntropyLDiversity(sensitive, L)              Shannon entropy >= ln L
 *   recursive:C:L    new RecursiveCLDiversity(sensitive, C, L)        r_1 < C (r_L + ... + r_m)
 *   t-equal:T        new EqualDistanceTCloseness(sensitive, T)        1/2 sum |p - q| <= T
 * Quality model: Metric.createLossMetric(AggregateFunction.SUM) (ARX's score * rows = seqanon-opt's LM).
 *
 * Prints one tab-separated line per run:
 *   RESULT criterion k supp rep anonymize_ms arx_time_ms levels(qi=level,...) score suppressed_rows
 *          checked_nodes lattice_nodes
 * (levels, score NA and suppressed -1 when ARX finds no solution) and, for rep 0 with --release, writes
 * the release there (';'-separated, suppressed records '*' in every QI, as ARX outputs them).
 */
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.deidentifier.arx.ARXAnonymizer;
import org.deidentifier.arx.ARXConfiguration;
import org.deidentifier.arx.ARXLattice.ARXNode;
import org.deidentifier.arx.ARXResult;
import org.deidentifier.arx.AttributeType;
import org.deidentifier.arx.AttributeType.Hierarchy;
import org.deidentifier.arx.Data;
import org.deidentifier.arx.DataHandle;
import org.deidentifier.arx.criteria.DistinctLDiversity;
import org.deidentifier.arx.criteria.EntropyLDiversity;
import org.deidentifier.arx.criteria.EqualDistanceTCloseness;
import org.deidentifier.arx.criteria.KAnonymity;
import org.deidentifier.arx.criteria.PrivacyCriterion;
import org.deidentifier.arx.criteria.RecursiveCLDiversity;
import org.deidentifier.arx.metric.Metric;
import org.deidentifier.arx.metric.Metric.AggregateFunction;

public class ArxCriteriaDriver {

    static String arg(String[] args, String name, String dflt) {
        for (int i = 0; i < args.length - 1; i++) if (args[i].equals(name)) return args[i + 1];
        return dflt;
    }

    /** The privacy model named by --criterion, or null for "none". */
    static PrivacyCriterion criterion(String spec, String sensitive) {
        String[] p = spec.split(":");
        switch (p[0]) {
            case "none": return null;
            case "distinct": return new DistinctLDiversity(sensitive, Integer.parseInt(p[1]));
            case "entropy": return new EntropyLDiversity(sensitive, Double.parseDouble(p[1]));
            case "recursive": return new RecursiveCLDiversity(sensitive, Double.parseDouble(p[1]), Integer.parseInt(p[2]));
            case "t-equal": return new EqualDistanceTCloseness(sensitive, Double.parseDouble(p[1]));
            default: throw new IllegalArgumentException("unknown --criterion " + spec);
        }
    }

    public static void main(String[] args) throws Exception {
        String dataDir = arg(args, "--data", "data");
        String release = arg(args, "--release", null);
        String sensitive = arg(args, "--sensitive", "occupation");
        String spec = arg(args, "--criterion", "none");
        int k = Integer.parseInt(arg(args, "--k", "5"));
        double supp = Double.parseDouble(arg(args, "--supp", "0"));
        int reps = Integer.parseInt(arg(args, "--reps", "1"));
        List<String> qis = Arrays.asList(arg(args, "--qis",
                "sex,age,race,marital-status,education,native-country,workclass").split(","));
        if (qis.contains(sensitive)) throw new IllegalArgumentException(sensitive + " is both a QI and sensitive");

        boolean none = criterion(spec, sensitive) == null;  // ARX refuses a sensitive attribute without a model
        for (int rep = 0; rep < reps; rep++) {
            // Fresh data object per run (ARX locks a Data object's handle to one result)
            Data data = Data.create(new File(dataDir, "adult.csv"), StandardCharsets.UTF_8, ';');
            DataHandle input = data.getHandle();
            for (int c = 0; c < input.getNumColumns(); c++) {
                String col = input.getAttributeName(c);
                if (qis.contains(col)) {
                    Hierarchy h = Hierarchy.create(new File(dataDir, "adult_hierarchy_" + col + ".csv"),
                                                   StandardCharsets.UTF_8, ';');
                    data.getDefinition().setAttributeType(col, h);
                } else if (col.equals(sensitive) && !none) {
                    data.getDefinition().setAttributeType(col, AttributeType.SENSITIVE_ATTRIBUTE);
                } else {
                    data.getDefinition().setAttributeType(col, AttributeType.INSENSITIVE_ATTRIBUTE);
                }
            }
            ARXConfiguration config = ARXConfiguration.create();
            config.addPrivacyModel(new KAnonymity(k));
            PrivacyCriterion model = criterion(spec, sensitive);
            if (model != null) config.addPrivacyModel(model);
            config.setSuppressionLimit(supp);
            config.setAlgorithm(ARXConfiguration.AnonymizationAlgorithm.OPTIMAL);
            config.setQualityModel(Metric.createLossMetric(AggregateFunction.SUM));

            ARXAnonymizer anonymizer = new ARXAnonymizer();
            long t0 = System.nanoTime();
            ARXResult result = anonymizer.anonymize(data, config);
            long t1 = System.nanoTime();

            ARXNode opt = result.getGlobalOptimum();
            StringBuilder levels = new StringBuilder();
            String score = "NA";
            int suppressed = -1;
            if (opt != null) {
                for (String qi : opt.getQuasiIdentifyingAttributes()) {
                    if (levels.length() > 0) levels.append(',');
                    levels.append(qi).append('=').append(opt.getGeneralization(qi));
                }
                score = opt.getHighestScore().toString();
                DataHandle out = result.getOutput(opt, false);
                suppressed = 0;
                for (int r = 0; r < out.getNumRows(); r++) if (out.isOutlier(r)) suppressed++;
                if (rep == 0 && release != null) out.save(new File(release), ';');
            }
            int checked = 0, total = 0;
            for (ARXNode[] level : result.getLattice().getLevels()) {
                for (ARXNode n : level) { total++; if (n.isChecked()) checked++; }
            }
            System.out.println(String.join("\t", "RESULT", spec, String.valueOf(k), String.valueOf(supp),
                    String.valueOf(rep), String.format("%.1f", (t1 - t0) / 1e6), String.valueOf(result.getTime()),
                    levels.length() > 0 ? levels.toString() : "NA", score, String.valueOf(suppressed),
                    String.valueOf(checked), String.valueOf(total)));
            System.out.flush();
        }
    }
}
