/*
 * Validates XML files against XML Schemas with the JDK's own validator (javax.xml.validation),
 * in one JVM for all of them. Arguments: pairs of schema and document paths. Prints one line per
 * problem, `document: line N: message`, and exits 1 when there was any.
 */
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.SAXParseException;

public class XsdCheck {
  public static void main(String[] args) throws Exception {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    int problems = 0;
    for (int index = 0; index + 1 < args.length; index += 2) {
      Validator validator = factory.newSchema(new File(args[index])).newValidator();
      String document = args[index + 1];
      try {
        validator.validate(new StreamSource(new File(document)));
      } catch (SAXParseException error) {
        problems++;
        System.out.println(document + ": line " + error.getLineNumber() + ": " + error.getMessage());
      }
    }
    System.exit(problems == 0 ? 0 : 1);
  }
}
